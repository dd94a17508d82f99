import { expect, readOutbox, signInViaApi, signUpViaApi, test } from "./fixtures";

test("the app loads", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  const asked: string[] = [];
  page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/")) asked.push(r.url()); });
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  // A visitor is sent to the sign-up form by the server itself, which comes drawn: no empty
  // 'Loading...' page asking the API for the session (and the home page's data, 401 each) first.
  expect(res?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page).toHaveTitle("Milim");
  await expect(page.locator("#root")).not.toBeEmpty();
  await expect(page.locator("#milim-shield")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test("the Content-Security-Policy blocks nothing the app needs, in light and dark, signed in", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => { if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) violations.push(m.text()); });
  page.on("pageerror", (e) => violations.push(e.message));
  await signUpViaApi(page);
  const res = await page.goto("/");
  expect(res?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole("link", { name: "Milim, home" })).toBeVisible();
  // Dark: the hashed inline theme script runs before first paint (a refused one is a console error).
  expect((await page.request.patch("/api/settings", { data: { darkMode: true } })).status()).toBe(200);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // The server-drawn page is dark at once (<html data-theme>); the app mirrors the setting into localStorage once its settings load.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("milim-dark-mode"))).toBe("true");
  await page.reload();
  for (const path of ["/dictionary", "/books", "/settings", "/account", "/modern/daily-1000"]) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
  }
  expect(violations).toEqual([]);
});

test("the fixture's helpers sign up an ordinary user and read the outbox", async ({ page, server }) => {
  const user = await signUpViaApi(page);
  const me = await page.request.get("/api/me");
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { user: { email: string }; isAdmin: boolean };
  expect(body.user.email).toBe(user.email);
  expect(body.isAdmin).toBe(false);
  expect(Array.isArray(readOutbox(server.dataDir))).toBe(true);
});

test("the fixture's admin is the instance's admin", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { email: string }; isAdmin: boolean };
  expect(me.user.email).toBe(server.admin.email);
  expect(me.isAdmin).toBe(true);
});
