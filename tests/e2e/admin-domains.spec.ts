import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";

/** The Admin Panel's Domains and Subcategories cards: the shell's tabs follow at once. */
test("an administrator adds a domain (a new tab in its colour), renames it, adds a subcategory, and deletes both", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  // Light mode, whatever another spec left on this server's admin: the tab's colour depends on it.
  const light = await page.request.patch("/api/settings", { data: { darkMode: false }, headers: { origin: server.url } });
  expect(light.ok(), await light.text()).toBe(true);
  await page.goto("/admin");
  const tabs = page.getByRole("navigation", { name: "Domains" });

  await page.getByRole("button", { name: "Add Domain" }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByText("lowercase with hyphens")).toBeVisible();
  await dialog.getByLabel("Name").fill("Daf Yomi");
  await dialog.getByLabel("Slug").fill("Daf Yomi");
  await dialog.getByLabel("Colour (HSL)").fill("30 80% 45%");
  await dialog.getByLabel("Order").fill("9");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(/Failed to save domain: Slug must be lowercase with hyphens/)).toBeVisible();
  await dialog.getByLabel("Slug").fill("daf-yomi");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Domain created successfully")).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Daf Yomi" })).toBeVisible();
  await expect(tabs.getByRole("link")).toHaveText(["Modern", "Biblical", "Talmud", "Mishna", "Daf Yomi"]);

  await tabs.getByRole("link", { name: "Daf Yomi" }).click();
  await expect(page).toHaveURL(/\/daf-yomi/);
  // hsl(30 80% 45%) darkened to 35.5% lightness on the light page, for 4.7:1 contrast (accessible-color.ts).
  await expect(tabs.getByRole("link", { name: "Daf Yomi" })).toHaveCSS("color", "rgb(163, 91, 18)");

  await page.goto("/admin");
  await page.getByRole("button", { name: "Edit Daf Yomi" }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Daf HaYomi");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Domain updated successfully")).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Daf HaYomi" })).toBeVisible();

  await page.getByRole("button", { name: "Add Subcategory" }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Berakhot pages");
  await dialog.getByLabel("Domain").click();
  await page.getByRole("option", { name: "Daf HaYomi" }).click();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Subcategory created successfully")).toBeVisible();
  await expect(page.getByTestId("subcategory-row").filter({ hasText: "Berakhot pages" })).toContainText("Daf HaYomi");

  await page.getByRole("button", { name: "Delete Berakhot pages" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Subcategory deleted successfully")).toBeVisible();

  await page.getByRole("button", { name: "Delete Daf HaYomi" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("affect all collections using this domain");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Domain deleted successfully")).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Daf HaYomi" })).toHaveCount(0);

  // A built-in domain that holds collections stays, and says why.
  await page.getByRole("button", { name: "Delete Modern Hebrew" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/Failed to delete domain: This domain still holds \d+ collections/)).toBeVisible();
});

test("an administrator adds a collection with a subcategory of its domain, learners open it, then it is renamed and deleted", async ({ page, browser, server }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Add Collection" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Genesis One");
  await dialog.getByLabel("Slug").fill("genesis-one");
  await dialog.getByLabel("Domain").click();
  await page.getByRole("option", { name: "Biblical Hebrew" }).click();
  await dialog.getByLabel("Subcategory").click();
  await expect(page.getByRole("option", { name: "torah" })).toBeVisible();
  await expect(page.getByRole("option", { name: "prayer" })).toHaveCount(0); // a subcategory of modern
  await page.getByRole("option", { name: "torah" }).click();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Collection created successfully")).toBeVisible();
  const row = page.getByTestId("collection-row").filter({ hasText: "Genesis One" });
  await expect(row).toContainText("0 words · Biblical Hebrew · torah · /genesis-one");

  const learner = await browser.newContext({ baseURL: server.url });
  const learnerPage = await learner.newPage();
  await signUpViaApi(learnerPage);
  await learnerPage.goto("/biblical/genesis-one");
  await expect(learnerPage.getByRole("heading", { name: "Genesis One" })).toBeVisible();
  await learner.close();

  await row.getByRole("button", { name: "Edit Genesis One" }).click();
  await dialog.getByLabel("Name").fill("Bereshit One");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Collection updated successfully")).toBeVisible();
  const renamed = page.getByTestId("collection-row").filter({ hasText: "Bereshit One" });
  await renamed.getByRole("button", { name: "Delete Bereshit One" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("also delete all associated words");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Collection deleted successfully")).toBeVisible();
  await expect(renamed).toHaveCount(0);
});
