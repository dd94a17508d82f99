import { test, expect, signUpViaApi } from "./fixtures";
import { DAILY, openCollection, progressByHebrew, row } from "./study-helpers";

// The other specs block the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: "allow" });

const SHALOM = "שָׁלוֹם";
const known = (page: import("@playwright/test").Page) => row(page, SHALOM).getByRole("button", { name: "Known", exact: true });

test("a collection opened online is studied offline after a reload; the answer waits in the browser and reaches the server when the connection is back", async ({ page, context }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await expect(row(page, SHALOM)).toBeVisible();
  // The service worker (the offline shell) is active, and the offline copy has been written.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate(() => new Promise<boolean>((resolve) => {
    const req = indexedDB.open("milim-offline");
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains("queries")) return resolve(false);
      const get = db.transaction("queries").objectStore("queries").get("cache");
      get.onsuccess = () => resolve(JSON.stringify(get.result ?? "").includes("daily-1000"));
      get.onerror = () => resolve(false);
    };
    req.onerror = () => resolve(false);
  }))).toBe(true);

  // Online, a page the worker controls is still the server's own: its first screen, with the
  // collection's words, not the offline shell (which would ask the API for them).
  const asked: string[] = [];
  const onRequest = (r: import("@playwright/test").Request) => void asked.push(new URL(r.url()).pathname);
  page.on("request", onRequest);
  const online = await page.reload();
  expect(online!.fromServiceWorker()).toBe(true);
  expect(await online!.text()).toContain('id="milim-first-screen"');
  await expect(row(page, SHALOM)).toBeVisible();
  page.off("request", onRequest);
  expect(asked).not.toContain("/api/collections/modern/daily-1000");

  await context.setOffline(true);
  await page.reload();
  await expect(row(page, SHALOM)).toBeVisible();
  await expect(page.getByText("Cannot reach the server")).toHaveCount(0);
  const indicator = page.getByTestId("offline-indicator");
  await expect(indicator).toHaveText("Offline");

  await known(page).click();
  await expect(known(page)).toHaveAttribute("aria-pressed", "true");
  await expect(indicator).toHaveText("Offline — 1 answer waiting");

  // Still offline: a reload keeps the answer (shown and waiting).
  await page.reload();
  await expect(known(page)).toHaveAttribute("aria-pressed", "true");
  await expect(indicator).toHaveText("Offline — 1 answer waiting");

  // What cannot be shown offline says so instead of spinning.
  await page.getByRole("navigation", { name: "Collections" }).getByRole("link", { name: "Siddur", exact: true }).click();
  await expect(page.getByText("This collection has not been saved for offline use")).toBeVisible();
  await page.getByRole("button", { name: "Study Statistics" }).click();
  await expect(page.getByRole("dialog", { name: "Study Statistics" }).getByText("Statistics need a connection")).toBeVisible();
  await page.keyboard.press("Escape");

  await context.setOffline(false);
  await expect.poll(() => progressByHebrew(page, DAILY), { timeout: 30_000 }).toEqual({ [SHALOM]: { status: "known", timesSeen: 0, timesKnown: 1 } });
  await expect(indicator).toHaveCount(0);
  // Back online, the collection that was not saved opens.
  await expect(page.getByRole("heading", { name: "Siddur", exact: true })).toBeVisible();
});
