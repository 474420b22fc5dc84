// @ts-check
import { readdirSync } from "node:fs";
import path from "node:path";
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

/** The repository root: every zone below is resolved from here, whatever the current directory. */
const root = import.meta.dirname;

/**
 * The feature folders under `dir` (relative to the root), read so a new feature is zoned at once.
 * @param {string} dir
 */
function featuresIn(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const serverFeatures = "apps/server/src/features";
const webFeatures = "apps/web/src/features";

/**
 * Features are zoned against each other (docs/architecture.md §7). A web feature imports no other
 * feature: a page that combines features lives in `app/`. A server feature uses another feature
 * only through its service (`*.service.ts`: the factory, the service type and the types it speaks),
 * handed to it by `app.ts`, and its one response mapper (`*.responses.ts`); another feature's
 * repositories, routes and internals are off limits. `app.ts`, `app/` and the test harnesses
 * outside `features/` may import any feature.
 */
const featureZones = [
  ...featuresIn(webFeatures).map((feature) => ({
    target: `./${webFeatures}/${feature}`,
    from: `./${webFeatures}`,
    except: [`./${feature}`],
    message: `web features never import each other; a page combining features lives in app/ (docs/architecture.md §7). ${feature}/ may not import another feature.`,
  })),
  ...featuresIn(serverFeatures).map((feature) => ({
    target: `./${serverFeatures}/${feature}`,
    // Glob form, so the exceptions can name file patterns; globs are matched as absolute paths.
    from: path.join(root, serverFeatures, "**"),
    except: [
      path.join(root, serverFeatures, feature, "**"),
      path.join(root, serverFeatures, "*", "*.service.ts"),
      path.join(root, serverFeatures, "*", "*.responses.ts"),
    ],
    message: `a server feature uses another feature only through its *.service.ts (handed in by app.ts) and its *.responses.ts, never its repository or internals (docs/architecture.md §7). ${feature}/ may not import this file.`,
  })),
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
          basePath: root,
          zones: [
            {
              target: "./packages/domain",
              from: ["./packages/contracts", "./apps"],
              message:
                "domain imports nothing from the repository (docs/architecture.md §7).",
            },
            {
              target: "./packages/contracts",
              from: ["./apps"],
              message:
                "contracts imports only domain (docs/architecture.md §7).",
            },
            {
              target: "./apps/server",
              from: "./apps/web",
              message:
                "server and web never import each other (docs/architecture.md §7).",
            },
            {
              target: "./apps/web",
              from: "./apps/server",
              message:
                "server and web never import each other (docs/architecture.md §7).",
            },
            {
              target: "./apps/server/src/platform",
              from: "./apps/server/src/features",
              message:
                "platform/ never imports from features/ (docs/architecture.md §7).",
            },
            {
              target: "./apps/web/src/shared",
              from: ["./apps/web/src/app", "./apps/web/src/features"],
              message:
                "web shared/ never imports app/ or features/: what several parts need lives in shared/ (docs/architecture.md §7).",
            },
            ...featureZones,
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
