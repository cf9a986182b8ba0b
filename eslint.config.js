// Lint for the whole codebase (issues 18, 29 and 35): typescript-eslint's type-checked recommended set
// (with the promise rules), React hooks (over .ts hooks too), accessibility, and the layering rules of
// docs/architecture.md ("Rules of the road").
// `npm run lint` runs with --max-warnings 0 (and Prettier's check), so a warning fails CI like an error.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layering rules (issue 35), as zones of import-x/no-restricted-paths. That rule compares
// *resolved* files (the TypeScript resolver reads tsconfig's `~/` alias), so `~/domain/x`,
// `../domain/x` and `./x` are one path; no-restricted-imports would compare the strings, and
// eslint-plugin-boundaries would be a second plugin and a vocabulary of element types for three
// folders. Each zone: files under `target` may not import files under `from`.
const RULES_OF_THE_ROAD = "docs/architecture.md, Rules of the road";
const LIB_ZONE = {
  target: "./app/lib",
  from: "./app",
  except: ["./lib"],
  message: `app/lib/ holds pure helpers and imports nothing else of the app (${RULES_OF_THE_ROAD}).`,
};
const UI_ZONE = {
  target: ["./app/domain", "./app/platform"],
  from: ["./app/components", "./app/routes"],
  message: `Business concerns and the platform never import components or routes; pass what they need as arguments (${RULES_OF_THE_ROAD}).`,
};
const PLATFORM_ZONE = {
  target: "./app/platform",
  from: "./app/domain",
  message: `The platform never imports a business concern; the concern calls the platform, or hands it what it needs (${RULES_OF_THE_ROAD}).`,
};
const layering = (zones) => ["error", { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "bench/tmp/",
      ".react-router/",
      "node_modules/",
      "public/",
      "scripts/seed/assets/",
      "drizzle/meta/",
    ],
  },
  js.configs.recommended,
  // The type-checked recommended set (issue 35): `any` must not leak from JSON or untyped
  // libraries, assertions the types already prove are noise, async functions await something.
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Plain JavaScript (this file, a few scripts) has no type information to check against.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // React Router's documented control flow throws a `Response` (`throw redirect(…)`, the guards
      // requireUser/requireAdmin) or `data(null, { status: 404 })` (a DataWithResponseInit) from a
      // loader or action; the framework catches them. Everything else thrown must be an Error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      // React Router's load context is declared by extending one interface (module augmentation).
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // Promises nobody awaits or handles, and promises handed where a plain callback is expected
    // (an async onClick, `if (promise)`), are bugs the types can see: these rules read them.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // No import cycles. import-x resolves `~/` with the TypeScript resolver (tsconfig.json's
    // paths). Nothing imports a test file, so a test cannot close a cycle: not walked from there.
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Read TypeScript modules to follow their imports (import-x's own defaults read only .js).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // Type-only imports are erased, so they never make a runtime cycle and are not followed.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Tests exercise the layers together (a concern's test drives the route that calls it): only
    // production modules are held to the layering.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": layering([LIB_ZONE, UI_ZONE, PLATFORM_ZONE]) },
  },

  {
    // Components run in the browser: a `.server` module may lend them its types (`import type`,
    // erased), never a value, which would put server code (or a build error) in the client bundle.
    // A string pattern is enough here: `.server` is in every specifier of such a module.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      // `import { type X }` keeps an import of the module at run time (verbatimModuleSyntax): write `import type`.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server(\\.tsx?)?$",
              allowTypeImports: true,
              message: `Components import .server modules for their types only (\`import type\`; ${RULES_OF_THE_ROAD}).`,
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers and build provider doubles.
    files: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Hooks live in .ts files too (use-*.ts).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The hooks rules proper; the React Compiler's rules (refs, set-state-in-effect, …) are for code the compiler builds, which this app does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
);
