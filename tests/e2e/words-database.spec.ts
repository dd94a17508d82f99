import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";

/** The Words Database: breakdown, filters, a virtual table paged by the server, in-place edits. */
test("a learner filters the words database; an administrator edits and deletes a word in place", async ({ page, browser, server }) => {
  // A shared list of 400 words, imported by the administrator, so the table has pages to scroll.
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signInViaApi(admin, server.admin);
  const csv = ["hebrew,english,freq_rank", ...Array.from({ length: 400 }, (_, i) => `מִלָּה${i},word ${i},${i + 1}`)].join("\r\n");
  const imported = await admin.request.post("/api/collections/import", {
    data: { content: csv, fileName: "many.csv", shared: true, domain: "modern", slug: "many-words", name: "Many Words" },
    headers: { origin: server.url },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await signUpViaApi(page);
  await page.goto("/database");
  await expect(page.getByRole("heading", { name: "Words Database" })).toBeVisible();
  await expect(page.getByText("Backup & Restore")).toBeVisible();
  await page.getByText(/Collection breakdown/).click();
  await expect(page.getByRole("link", { name: "/modern/daily-1000" })).toBeVisible();

  const rows = page.getByTestId("word-row");
  await expect(rows.first()).toBeVisible();
  const rendered = await rows.count();
  const total = Number((await page.getByTestId("words-total").textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(400);
  expect(rendered).toBeLessThan(80); // only the rows in view are in the page
  await expect(rows.first()).toContainText("1");

  // Scrolling to the end asks for the next pages and numbers the rows on.
  await page.getByRole("table", { name: "Words" }).evaluate((el) => { el.scrollTop = el.scrollHeight; });
  const row101 = page.locator('[data-testid=word-row][aria-rowindex="102"]');
  await expect(row101).toHaveCount(1, { timeout: 10_000 });
  await expect(row101.getByRole("cell").first()).toHaveText("101");

  await page.getByLabel("Search").fill("no-such-word-anywhere");
  await expect(page.getByText("No words found matching your filters")).toBeVisible();
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Collection").click();
  // Each collection named as the rest of the interface names it: the built-in "Daily 1000" is "Daily".
  await page.getByRole("option", { name: "Daily", exact: true }).click();
  await expect(rows.first()).toContainText("Daily");
  await expect(rows.first()).not.toContainText("Daily 1000");
  const hebrew = (await rows.first().locator("[lang=he]").textContent())!;
  await expect(rows.first().locator("[dir=rtl]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: `Edit ${hebrew}` })).toHaveCount(0); // learners do not edit
  await expect(page.getByRole("button", { name: "Add Word" })).toHaveCount(0); // nor add

  await admin.goto("/database");
  await admin.getByLabel("Search").fill(hebrew);
  const row = admin.getByTestId("word-row").filter({ hasText: "Daily" }).first();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Edit ${hebrew}` }).click();
  await admin.getByRole("dialog").getByLabel("English").fill("edited in place");
  await admin.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Word updated successfully")).toBeVisible();
  await expect(row).toContainText("edited in place");
  await row.getByRole("button", { name: `Delete ${hebrew}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByText("Word deleted successfully")).toBeVisible();

  // A teacher adds a word of their own by hand to a shared collection; it comes last, and is there for every learner.
  await admin.getByRole("button", { name: "Add Word" }).click();
  const add = admin.getByRole("dialog");
  await add.getByLabel("Collection").selectOption({ label: "Many Words" });
  await add.getByLabel("Hebrew").fill("תַּלְמִיד");
  await add.getByLabel("English").fill("pupil");
  await add.getByRole("button", { name: "Add Word" }).click();
  await expect(admin.getByText("Word added")).toBeVisible();
  await expect(add.getByLabel("Hebrew")).toHaveValue(""); // ready for the next word, in the same collection
  await expect(add.getByLabel("Collection")).not.toHaveValue("");
  await add.getByRole("button", { name: "Cancel" }).click();
  await admin.getByLabel("Search").fill("תלמיד");
  await expect(admin.getByTestId("word-row").filter({ hasText: "pupil" })).toContainText("401");
  await adminContext.close();
});
