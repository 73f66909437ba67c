import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["leads", "calculator", "consent"];
const PUBLIC_ENTRIES = ["./leads/index.ts", "./leads/form.ts", "./calculator/index.ts", "./consent/index.ts"];

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
      "tools/demo-images/",
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
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The layering, as a lint error: shared code (components, hooks, lib, config) -> features -> the app (shell,
    // templates). Features reach each other, and the app reaches features, only through their public entries.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/__tests__/**"],
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
