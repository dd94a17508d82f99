import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Every folder under src/client/features is a feature: a new one is covered without editing this list.
const features = readdirSync(new URL("./src/client/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name);
// Likewise every folder under src/server/modules is a module.
const modules = readdirSync(new URL("./src/server/modules", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name);

// src/server, lowest layer first. `above` lists what a layer may not import.
const top = ["app", "create-deps", "main", "seed", "cli", "lifecycle"];
const serverLayers = [
  { files: ["src/server/config.ts"], above: ["lib", "db", "integrations", "auth", "jobs", "deps", "http", "modules", ...top] },
  { files: ["src/server/lib/**/*.ts"], above: ["db", "integrations", "auth", "jobs", "deps", "http", "modules", ...top] },
  { files: ["src/server/db/**/*.ts"], above: ["integrations", "auth", "jobs", "deps", "http", "modules", ...top] },
  { files: ["src/server/integrations/**/*.ts"], above: ["auth", "jobs", "deps", "http", "modules", ...top] },
  { files: ["src/server/auth/**/*.ts"], above: ["jobs", "deps", "http", "modules", ...top] },
  { files: ["src/server/jobs/**/*.ts"], above: ["deps", "http", "modules", ...top] },
  { files: ["src/server/deps.ts"], above: ["http", "modules", ...top] },
  { files: ["src/server/http/**/*.ts"], above: ["modules", ...top] },
  // One entry per module, so that the rule knows which module is "another" one.
  ...modules.map((m) => ({ files: [`src/server/modules/${m}/**/*.ts`], above: top, module: m })),
  { files: ["src/server/modules/index.ts"], above: top },
];

// src/server imports no client code (src/server/main.ts alone loads the page renderer).
const noClientCode = { regex: "^(@/client/|(\\.\\./)+client/)", message: "src/server does not import client code (main.ts alone loads the page renderer)." };

const moduleMessage = "Modules do not import each other: share through src/shared, src/server/lib or src/server/db, or pass a service in.";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "test-results", "playwright-report", "dev-dist", ".data-test*", "src/paraglide", "src/paraglide.*"] },
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
  // Features do not import each other (by @/ or by a relative path that climbs out of the feature);
  // shared code moves down to components, lib or src/shared, and pages in app/ compose features.
  ...features.map((f) => {
    const others = features.filter((o) => o !== f).join("|");
    return {
      files: [`src/client/features/${f}/**/*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": ["error", { patterns: [{
          regex: `(^@/client/features/|^(\\.\\./)+(features/)?)(${others})(/|$)`,
          message: "Features do not import each other: move shared code to components, lib or src/shared, or let the page pass it in.",
        }] }],
      },
    };
  }),
  // Server layers, lowest first: each may import only from the layers below it (and src/shared).
  ...serverLayers.map(({ files, above, module }) => ({
    files,
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        {
          regex: `^(${files[0].startsWith("src/server/") && !files[0].includes("**") ? "\\./" : "(\\.\\./)+"}|@/server/)(${above.join("|")})(/|$)`,
          message: "A server layer imports only from the layers below it (ARCHITECTURE.md, 'Layers').",
        },
        noClientCode,
        ...(module ? [
          // ../<other module>/…: a module never imports another one (its files sit flat in its folder).
          { regex: "^\\.\\./(?!\\.\\.)[^/]+/", message: moduleMessage },
          // ../../modules/<other>/… or @/server/modules/<other>/…: the same, by a longer way round.
          { regex: `^(@/server/|(\\.\\./)+)modules/(?!${module}(/|$))`, message: moduleMessage },
        ] : []),
      ] }],
    },
  })),
  // The top of the server (above the layers) imports no client code either, but for main.ts's one
  // import of the page renderer (first screens are drawn by the app's own routes and components).
  {
    files: ["src/server/app.ts", "src/server/create-deps.ts", "src/server/{seed,cli,lifecycle}/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noClientCode] }] },
  },
  // Shared code is isomorphic: no I/O, no server or client imports.
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["node:*", "@/server/*", "@/client/*", "react", "drizzle-orm*"], message: "src/shared has no I/O and no server/client code." },
        { regex: "^(\\.\\./)+(server|client)(/|$)", message: "src/shared has no I/O and no server/client code." },
      ] }],
    },
  },
  // Components and lib sit below the features: they never import one.
  {
    files: ["src/client/components/**/*.{ts,tsx}", "src/client/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{
        regex: "(^@/client/features/|^(\\.\\./)+features/)",
        message: "components/ and lib/ sit below the features and do not import them: move the code down, or let the page pass it in.",
      }] }],
    },
  },
);
