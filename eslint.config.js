// ESLint (flat config): typescript-eslint with type information, React hooks, TanStack Query and
// jsx-a11y for the app. Formatting is Prettier's job (`prettier --check` in `npm run lint`).
import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import drizzle from "eslint-plugin-drizzle";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "node_modules/",
      "**/.wrangler/",
      "public/",
      "web/routeTree.gen.ts",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // React calls event handlers and ignores what they return; react-hook-form's handleSubmit
      // returns a promise by design. Promises in every other void position are still errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "test/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  // TanStack Query's own rules (query keys that name what the query reads, stable clients, the
  // order of a mutation's callbacks...): for the app, which is where queries live.
  ...pluginQuery.configs["flat/recommended"].map((config) => ({ ...config, files: ["web/**/*.{ts,tsx}"] })),
  { files: ["web/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // Product code: an update or delete without a where clause is refused (it would touch every
    // row), a switch over a union names every member, and a file past 250 lines is flagged.
    files: ["worker/**/*.ts", "web/**/*.{ts,tsx}"],
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx", "database"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx", "database"] }],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      "max-lines": ["warn", { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // D1 binds at most 100 values in one statement (R24): a list that grows with the data goes
    // through worker/db/bound-lists.ts, which binds it as one JSON text, never a value per item.
    files: ["worker/**/*.ts"],
    ignores: ["worker/db/bound-lists.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "drizzle-orm",
              importNames: ["inArray", "notInArray"],
              message: "Use inList or notInList from worker/db/bound-lists.ts: D1 binds at most 100 values in one statement (R24).",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name='values'] > :matches(ArrayExpression, CallExpression[callee.property.name=/^(map|flatMap|filter)$/], SpreadElement)",
          message: "A multi-row INSERT binds a value per column and row: use insertRows from worker/db/bound-lists.ts (R24).",
        },
        {
          selector:
            "CallExpression[callee.property.name='batch'] :matches(SpreadElement > CallExpression[callee.property.name=/^(map|flatMap)$/])",
          message: "A batch built from a list grows with the data: write the list as one statement with insertRows or inList (R24).",
        },
      ],
    },
  },
  {
    files: ["test/**/*.{ts,tsx}", "e2e/**/*.ts"],
    rules: {
      // Asymmetric matchers (expect.any(String), expect.objectContaining(...)) are typed `any`
      // by design; assigning them inside an expected object is how they are meant to be used.
      "@typescript-eslint/no-unsafe-assignment": "off",
      // vi.mocked(env.DB.prepare) and spies name a method without calling it; that is not the
      // detached `this` the rule guards against.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  { files: ["**/*.js", "**/*.cjs"], ...tseslint.configs.disableTypeChecked },
);
