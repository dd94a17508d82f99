import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = ["auth", "collections", "study", "flashcards", "games", "timer", "statistics", "settings",
  "books", "dictionary", "admin", "database", "queue", "backup", "shell", "collection-transfer"];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "test-results", "playwright-report", "dev-dist", ".data-test*"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/set-state-in-effect": "off" },
  },
  // Features do not import each other; shared code moves down to components, lib or src/shared.
  ...features.map((f) => ({
    files: [`src/client/features/${f}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{
          group: features.filter((o) => o !== f).map((o) => `@/client/features/${o}/*`),
          message: "Features do not import each other: move shared code to components, lib or src/shared.",
        }],
      }],
    },
  })),
  // Shared code is isomorphic: no I/O, no server or client imports.
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["node:*", "@/server/*", "@/client/*", "react", "drizzle-orm*"], message: "src/shared has no I/O and no server/client code." },
      ] }],
    },
  },
);
