import { expect, readOutbox, signInViaApi, signUpViaApi, test } from "./fixtures";

test("the app loads", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("Milim");
  await expect(page.locator("#root")).not.toBeEmpty();
  expect(errors).toEqual([]);
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
