// @ts-check
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Money leaves `packages/domain/src/money.ts` only as cents; floats never touch it
 * (docs/style.md §3).
 */
const moneyApiBan = [
  {
    selector: "CallExpression[callee.name='parseFloat']",
    message: "Parse money with parseMoney() from @finch/domain.",
  },
  {
    selector: "CallExpression[callee.property.name='toFixed']",
    message: "Format money with formatMoney() from @finch/domain.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.*.staging-*/**",
      "coverage/**",
      "data/**",
      "bench-results/**",
      "eslint.config.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      // The TypeScript resolver without native bindings (newer ones need platform packages the
      // registry here does not carry, which breaks npm ci).
      "import-x/resolver": {
        typescript: {
          project: [
            "packages/*/tsconfig.json",
            "apps/*/tsconfig.json",
            "e2e/tsconfig.json",
            "scripts/tsconfig.json",
            "tsconfig.json",
          ],
        },
      },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true },
      ],
      "@typescript-eslint/no-confusing-void-expression": "off",
      "no-restricted-syntax": ["error", ...moneyApiBan],
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./packages/domain",
              from: ["./packages/contracts", "./apps"],
              message: "domain imports nothing from the repository.",
            },
            {
              target: "./packages/contracts",
              from: ["./apps"],
              message: "contracts imports only domain.",
            },
            {
              target: "./apps/server",
              from: "./apps/web",
              message: "server and web never import each other.",
            },
            {
              target: "./apps/web",
              from: "./apps/server",
              message: "server and web never import each other.",
            },
            {
              target: "./apps/server/src/platform",
              from: "./apps/server/src/features",
              message: "platform/ never imports from features/.",
            },
          ],
        },
      ],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ["packages/domain/src/money.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Migrations are named NNNN_verb_object (docs/style.md §4).
    files: ["apps/server/src/platform/db/migrations/*.ts"],
    rules: { "check-file/filename-naming-convention": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts", "test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
);
