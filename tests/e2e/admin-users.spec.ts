import { expect, signInViaApi, signUpViaApi, test, uniqueEmail } from "./fixtures";

/** The Admin Panel's All Users card, as an administrator and as a learner. */
test("an administrator creates a user, makes them Admin then None, edits and deletes them", async ({ page, browser, server }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.getByText("All Users")).toBeVisible();

  const email = uniqueEmail("made");
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Minimum 6 characters")).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("made-pass-1");
  await dialog.getByLabel("First name").fill("Miriam");
  await dialog.getByLabel("City").fill("Safed");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("User created successfully")).toBeVisible();
  const row = page.getByTestId("user-row").filter({ hasText: email });
  await expect(row).toContainText("Miriam");
  await expect(row).toContainText("Safed");

  // The new account logs in at once, as a user; made Admin, it reaches the panel.
  const theirs = await browser.newContext({ baseURL: server.url });
  const theirPage = await theirs.newPage();
  await signInViaApi(theirPage, { email, password: "made-pass-1" });
  await row.getByRole("combobox", { name: `Role of ${email}` }).click();
  await page.getByRole("option", { name: "Admin" }).click();
  await expect(page.getByText("User role set to admin")).toBeVisible();
  await theirPage.goto("/admin");
  await expect(theirPage.getByText("All Users")).toBeVisible();

  await row.getByRole("combobox", { name: `Role of ${email}` }).click();
  await page.getByRole("option", { name: "None" }).click();
  await expect(page.getByText("Role removed successfully")).toBeVisible();
  await theirPage.reload();
  await expect(theirPage.getByText("Access Denied")).toBeVisible();
  await expect(theirPage.getByText("You need administrator privileges to access this page.")).toBeVisible();
  await theirs.close();

  await row.getByRole("button", { name: `Edit ${email}` }).click();
  await expect(dialog.getByLabel("Email")).toBeDisabled();
  await dialog.getByLabel("Last name").fill("Katz");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect(row).toContainText("Miriam Katz");

  await row.getByRole("button", { name: `Delete ${email}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("cannot be undone");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);

  // Their own row cannot be deleted; the last administrator cannot lose the role.
  const mine = page.getByTestId("user-row").filter({ hasText: server.admin.email });
  await expect(mine.getByRole("button", { name: `Delete ${server.admin.email}` })).toBeDisabled();
});

test("a learner opening /admin sees Access Denied with a way back to settings", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/admin");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await page.getByRole("link", { name: "Back to Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
