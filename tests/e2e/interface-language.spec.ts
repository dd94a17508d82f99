import type { Locator } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";

/**
 * Account → Interface language. The choice is saved with the learner's settings, turns
 * the whole shell (Hebrew: right to left, with <html dir="rtl">), and the server's next page starts
 * in it before any script; the gloss language stays the learner's own choice.
 */
test("switching the interface to Hebrew turns the shell right to left with Hebrew labels", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/account");
  await page.getByLabel("Language", { exact: true }).selectOption("he");

  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "he");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "חשבון" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "תחומים" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ספרים" })).toBeVisible();
  // Mirrored: the top bar's tools sit at its left edge, the brand at its right.
  const brand = await page.getByRole("link", { name: "Milim, דף הבית" }).boundingBox();
  const books = await page.getByRole("link", { name: "ספרים" }).boundingBox();
  expect(brand!.x).toBeGreaterThan(books!.x);

  // Saved with the settings: a fresh page (the server's first screen) is Hebrew before any script.
  const first = await page.request.get("/review");
  expect(await first.text()).toContain('<html lang="he" dir="rtl" data-locale="he"');
  await page.goto("/modern/daily-1000");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("tab", { name: "כרטיסיות" })).toBeVisible();
  // The Hebrew words keep their own right-to-left elements; the translations stay English (the gloss language).
  await expect(page.locator('[role="row"] [dir="rtl"][lang="he"]').first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "אנגלית" })).toBeVisible();
  // The toasts' region is named in Hebrew too (sonner's own label was English).
  await expect(page.getByRole("region", { name: /^התראות/ })).toHaveCount(1);
  // Boxes that follow what is typed (dir="auto"): right to left while their Hebrew hint shows, an English word left to right.
  const direction = (box: Locator) => box.evaluate((el) => getComputedStyle(el).direction);
  const search = page.getByRole("searchbox", { name: "חיפוש בכל המילים" });
  expect(await direction(search)).toBe("rtl");
  await search.fill("peace");
  expect(await direction(search)).toBe("ltr");
  await search.fill("");
  // Fill in the Blank asks for the English translation: typed left to right, in English.
  await page.getByRole("tab", { name: "השלמה" }).click();
  const answer = page.getByRole("textbox", { name: "התשובה שלך" });
  await expect(answer).toHaveAttribute("lang", "en");
  await answer.fill("peace");
  expect(await direction(answer)).toBe("ltr");
});

test("switching the interface to Spanish translates the shell and keeps it left to right", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/account");
  await page.getByLabel("Language", { exact: true }).selectOption("es");

  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "es");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: "Cuenta" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Idioma de la interfaz" })).toBeVisible();
  await page.goto("/modern/daily-1000");
  await expect(page.getByRole("tab", { name: "Tarjetas" })).toBeVisible();
  await expect(page.getByTestId("status-counts")).toContainText("Aprendiendo");
  // Back to the browser's languages (en-US here): English again.
  await page.goto("/account");
  await page.getByLabel("Idioma", { exact: true }).selectOption("browser");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(html).toHaveAttribute("lang", "en");
});

test.describe("before sign-in, a browser in Hebrew", () => {
  test.use({ locale: "he-IL" });

  test("sees the log-in page in Hebrew, and a wrong password's message from the server in Hebrew", async ({ page }) => {
    const user = await signUpViaApi(page.context().request);
    await page.context().clearCookies();
    await page.goto("/auth?mode=login");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator('input[type="email"]').fill(user.email);
    await page.locator('input[type="password"]').fill("not-the-password");
    await page.locator('form button[type="submit"]').click();
    // better-auth's 'Invalid email or password', keyed by the server and worded by the client.
    await expect(page.getByText("כתובת דוא״ל או סיסמה שגויים")).toBeVisible();
  });
});
