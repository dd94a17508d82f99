import type { Plugin } from "vite";

/** `schema: XSchema` in an `api()` call's options (src/client/**): the response's zod schema. */
const RESPONSE_SCHEMA = /\bschema: [A-Z][\w$]*Schema\b/g;

/**
 * The production client trusts the API's types: in a production build, each `schema: XSchema`
 * passed to `api()` in src/client becomes `schema: undefined`, so no response schema is built or
 * parsed in the browser, and zod and the schemas leave the start-up path (src/shared is declared
 * free of side effects, so a contract module nothing else uses is dropped). The contracts stay in
 * src/shared; unit tests and the development server (`vite`, `vite build --mode development`)
 * parse every response as before, and the server validates every request.
 */
export function trustResponses(): Plugin {
  return {
    name: "milim-trust-responses",
    apply: (config, env) => env.command === "build" && (config.mode ?? "production") === "production",
    enforce: "pre",
    transform(code, id) {
      if (!/\/src\/client\/.*\.tsx?$/.test(id) || !RESPONSE_SCHEMA.test(code)) return null;
      RESPONSE_SCHEMA.lastIndex = 0;
      return { code: code.replace(RESPONSE_SCHEMA, "schema: undefined"), map: null };
    },
  };
}
