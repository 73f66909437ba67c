/** Unit tests. Node environment by default; React tests opt into jsdom with a `@jest-environment jsdom` docblock. */
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

module.exports = {
  testEnvironment: "node",
  roots: [
    "<rootDir>/contract",
    "<rootDir>/src",
    "<rootDir>/gatsby",
    "<rootDir>/plugins",
    "<rootDir>/content-service",
    "<rootDir>/server",
    "<rootDir>/publisher",
    "<rootDir>/lead-gateway",
    "<rootDir>/service-kit",
    "<rootDir>/launch",
    "<rootDir>/deploy",
    "<rootDir>/bench",
  ],
  testMatch: ["**/__tests__/**/*.test.ts?(x)"],
  transform: { "^.+\\.(t|j)sx?$": swc },
  transformIgnorePatterns: [
    "/node_modules/(?!(gatsby|gatsby-script|gatsby-link|p-limit|yocto-queue|react-error-boundary)/)",
  ],
  moduleNameMapper: {
    "\\.(css)$": "<rootDir>/test/style-mock.js",
    "^gatsby$": "<rootDir>/test/gatsby-mock.tsx",
  },
  setupFilesAfterEnv: ["<rootDir>/test/setup-tests.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/public/", "/.cache/"],
};
