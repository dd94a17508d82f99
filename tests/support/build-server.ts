import { ensureServerBuilt } from "../e2e/support/server-process";

/**
 * Vitest (api project) and Playwright global set-up: builds the compiled server that the
 * real-process tests spawn (`node dist/server/main.js`, as `npm start` runs it) once per run,
 * when it is missing or out of date, before any worker starts one.
 */
export default function buildServer(): void {
  ensureServerBuilt();
}
