import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["leads", "calculator", "consent"];
const PUBLIC_ENTRIES = ["./leads/index.ts", "./leads/form.ts", "./calculator/index.ts", "./consent/index.ts"];
/** Every top-level folder and file of code, for the zones that span the repository. */
const REPO_FOLDERS = [
  "contract",
  "src",
  "gatsby",
  "plugins",
  "content-service",
  "server",
  "publisher",
  "lead-gateway",
  "service-kit",
  "launch",
  "deploy",
  "bench",
  "scripts",
  "e2e",
  "integration",
  "test",
  "gatsby-browser.tsx",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "playwright.config.ts",
];

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "var/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Hooks live in .ts files too (use-calculator.ts, the outbox hooks): the hook rules read both.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.tsx", "test/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // The layering, as a lint error. Inside src/: shared code (components, hooks, lib, config) -> features -> the app
    // (shell, templates); features reach each other, and the app reaches features, only through their public entries.
    // Across the repository: the site (src/) is the bottom of the build tools, the serving and publishing code uses
    // only the site's lib and config, and the benchmarks are a leaf nothing depends on.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...["src/components", "src/hooks", "src/lib", "src/config"].map((target) => ({
              target,
              from: ["src/features", "src/shell", "src/templates"],
              message: "Shared code may not import features or the app (shell, templates).",
            })),
            ...["src/lib", "src/config"].map((target) => ({
              target,
              from: ["src/components", "src/hooks"],
              message: "lib and config are the bottom layer: they may not import components or hooks.",
            })),
            {
              target: "src/features",
              from: ["src/shell", "src/templates"],
              message: "Features may not import the app (shell, templates).",
            },
            ...FEATURES.map((feature) => ({
              target: `src/features/${feature}`,
              from: "src/features",
              except: [`./${feature}`, ...PUBLIC_ENTRIES],
              message: "Import another feature through its public entry (index.ts, or leads/form.ts).",
            })),
            ...["src/shell", "src/templates"].map((target) => ({
              target,
              from: "src/features",
              except: PUBLIC_ENTRIES,
              message: "The app imports a feature through its public entry (index.ts, or leads/form.ts).",
            })),
            {
              target: "src/shell",
              from: "src/templates",
              message: "The shell may not import page templates.",
            },
            {
              target: "contract",
              from: REPO_FOLDERS.filter((folder) => folder !== "contract"),
              message: "The contract is the bottom of the house: it imports nothing of the repository.",
            },
            {
              target: "src",
              from: ["server", "publisher", "bench", "scripts", "gatsby"],
              message: "The site may not import the build, serving, publishing or benchmark code.",
            },
            {
              target: "src",
              from: "lead-gateway",
              message: "The site may not import the lead gateway: the browser reaches it over HTTP (POST /api/leads).",
            },
            {
              target: ["lead-gateway", "server", "publisher", "content-service", "plugins"],
              from: "src",
              message:
                "Nothing below the site imports it: what several processes share lives in contract/ (constants, settings readers, the content contract).",
            },
            {
              target: "launch",
              from: "lead-gateway",
              message: "The launch check takes the gateway's alert facts from its caller (the command, or /health).",
            },
            {
              target: ["server", "publisher"],
              from: "lead-gateway",
              message: "Serving and publishing know the gateway by its address only (scripts/ starts it).",
            },
            {
              target: REPO_FOLDERS.filter((folder) => folder !== "bench"),
              from: "bench",
              message: "Nothing depends on the benchmarks: move what is shared out of bench/.",
            },
            {
              target: "service-kit",
              from: REPO_FOLDERS.filter((folder) => folder !== "service-kit"),
              message: "The service kit stands alone: the services import it, it imports none of them.",
            },
            {
              target: "content-service",
              from: REPO_FOLDERS.filter((folder) => folder !== "content-service" && folder !== "contract"),
              message: "The embedded content service stands alone: it shares only the contract (contract/).",
            },
          ],
        },
      ],
    },
  },
  // The plugin takes what it needs from the site as options (gatsby-config.ts), never by import, and the contract from
  // contract/; the site, the build lifecycles and the scripts use the plugin only through its public entry (public.ts).
  {
    files: ["plugins/gatsby-source-content-service/**/*.{ts,js}"],
    ignores: ["**/__tests__/**"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "plugins/gatsby-source-content-service",
              from: ".",
              except: ["./plugins/gatsby-source-content-service", "./contract", "./node_modules"],
              message:
                "The source plugin stands alone on the contract (contract/): take the rest from the site as a plugin option.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["plugins/gatsby-source-content-service/**/__tests__/**/*.ts"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "plugins/gatsby-source-content-service",
              from: ".",
              except: [
                "./plugins/gatsby-source-content-service",
                "./contract",
                "./node_modules",
                "./content-service/src",
                "./scripts/lib/variants",
                "./gatsby-node.ts",
                "./test/fixtures",
              ],
              message:
                "The plugin's tests run it against the embedded content service, the e2e fixtures and the shared test fixtures, and check the site's schema beside its own; nothing else of the site.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "src/**/*.{ts,tsx}",
      "gatsby/**/*.ts",
      "scripts/**/*.ts",
      "server/**/*.ts",
      "publisher/**/*.ts",
      "lead-gateway/**/*.ts",
      "service-kit/**/*.ts",
      "launch/**/*.ts",
      "deploy/**/*.ts",
      "bench/**/*.ts",
      "integration/**/*.ts",
      "e2e/**/*.ts",
      "content-service/**/*.ts",
      "test/**/*.{ts,tsx}",
      "*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "gatsby-source-content-service/lib(/|$)",
              message: "Use the source plugin's public entry (plugins/gatsby-source-content-service/public.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // What runs in the browser is bundled by webpack: the plugin's Node modules cannot be, and the contract's answer
    // schemas (yup) would weigh on every page: the browser takes the contract's dependency-free entry.
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    // The build's environment (read by gatsby-config.ts and the scripts, never bundled) reads it as every process does.
    ignores: ["**/__tests__/**", "src/config/env.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "gatsby-source-content-service(/|$)",
              message: "The site's pages never import the source plugin: they read its nodes through GraphQL.",
            },
            {
              regex: "^(\\.\\./)+contract(/(?!browser$).*)?$",
              message: "The site's pages take the contract from its dependency-free entry (contract/browser.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/__tests__/**/*.test.tsx"],
    ...testingLibrary.configs["flat/react"],
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
