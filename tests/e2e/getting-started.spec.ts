import AxeBuilder from "@axe-core/playwright";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";

interface Checklist { steps: { id: string; title: string; href: string; done: boolean; dismissed: boolean }[] }

/**
 * A new administrator lands on the home page with the 'Get started' checklist; a
 * dismissed step is saved on the server (it stays after a reload) and can be brought back; a
 * step's link opens the section that does it.
 */
test("a new administrator sees 'Get started' on the home page, dismisses a step, and follows a step's link", async ({ page, browser, server }) => {
  const fresh = await signUpViaApi(page);
  const adminContext = await browser.newContext({ baseURL: server.url });
  try {
    const admin = await adminContext.newPage();
    await signInViaApi(admin, server.admin);
    const headers = { origin: server.url };
    expect((await admin.request.put(`/api/admin/users/${fresh.id}/role`, { data: { role: "admin" }, headers })).status()).toBe(200);
    // Earlier tests on this server may have dismissed steps: bring every step back.
    for (const step of ["texts", "lexicons", "collections", "learners"]) {
      expect((await admin.request.put(`/api/admin/getting-started/${step}`, { data: { dismissed: false }, headers })).status()).toBe(200);
    }
  } finally {
    await adminContext.close();
  }
  const checklist = (await (await page.request.get("/api/admin/getting-started")).json()) as Checklist;
  const open = checklist.steps.find((s) => !s.done)!;
  expect(open, "a step still to do on this server").toBeDefined();

  await page.goto("/");
  const card = page.getByRole("region", { name: "Get started" });
  await expect(card).toBeVisible();
  await expect(card.locator("ol > li")).toHaveCount(4);
  const axe = await new AxeBuilder({ page }).include("[data-testid=getting-started]")
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  const item = card.getByTestId(`getting-started-${open.id}`);
  await item.getByRole("button", { name: `Dismiss: ${open.title}` }).click();
  await expect(item).toContainText("(dismissed)");
  await page.reload();
  await expect(item.getByRole("button", { name: `Bring back: ${open.title}` })).toBeVisible();
  expect((await new AxeBuilder({ page }).include("[data-testid=getting-started]")
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze()).violations.map((v) => v.id)).not.toContain("label-content-name-mismatch");
  await item.getByRole("button", { name: `Bring back: ${open.title}` }).click();
  await expect(item.getByRole("button", { name: `Dismiss: ${open.title}` })).toBeVisible();

  await item.getByRole("link", { name: open.title }).click();
  await expect(page).toHaveURL(new RegExp(`${open.href}$`));
  await expect(page.locator(`#${open.href.split("#")[1]}`)).toBeInViewport();
});
