// Lint for the whole codebase (issues 18 and 29): TypeScript (with type information for the
// promise rules), React hooks (over .ts hooks too) and accessibility rules.
// `npm run lint` runs with --max-warnings 0 (and Prettier's check), so a warning fails CI like an error.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  ...tseslint.configs.recommended,
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
