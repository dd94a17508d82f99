import type { Page } from "@playwright/test";

/** The page's errors: a first screen React could not hydrate says so in the console (main.tsx). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
