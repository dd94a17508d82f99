import { expect, signInViaApi, test } from "./fixtures";
import { hasFreedictData, NO_FREEDICT_DATA } from "../support/libretranslate-server";

test.skip(!hasFreedictData, NO_FREEDICT_DATA);

/** Translation Tools: an administrator fills the missing translations and watches the count fall. */
test("an administrator starts a translation and watches the missing count fall", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  const csv = ["hebrew,english", "בַּיִת,house", "מַיִם,water", "סֵפֶר,book", "קְוִזְ,qwxzv"].join("\r\n");
  const imported = await page.request.post("/api/collections/import", {
    data: { content: csv, fileName: "to-translate.csv", shared: true, domain: "modern", slug: "to-translate", name: "To translate" },
    headers: { origin: server.url },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await page.goto("/admin");
  const summary = page.getByTestId("translation-summary");
  await expect(summary).toContainText("missing");
  const missingBefore = Number(/\(([\d,]+) missing\)/.exec((await summary.textContent())!)![1]!.replace(/,/g, ""));

  await page.getByRole("button", { name: "Translate missing words" }).click();
  await expect(page.getByText("Starting translation process...")).toBeVisible();
  // The real count of words translated so far, and the running flag follows the run's job until its end is told.
  await expect(page.getByText(/^Translation started: [\d,]+ words translated\. Continuing in background\.\.\.$/)).toBeVisible();
  await expect(page.getByText(/^Translation finished: \d+ words gained a translation\.$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Translate missing words" })).toBeEnabled();
  await expect(async () => {
    await page.reload();
    const text = (await summary.textContent())!;
    const missing = /\(([\d,]+) missing\)/.exec(text);
    expect(missing ? Number(missing[1]!.replace(/,/g, "")) : 0).toBeLessThan(missingBefore);
  }).toPass({ timeout: 30_000 });

  await expect(async () => {
    const list = (await (await page.request.get("/api/collections/modern/to-translate")).json()) as { words: { english: string; spanish: string | null; french: string | null }[] };
    expect(list.words.find((w) => w.english === "house")).toMatchObject({ spanish: "casa", french: "maison" });
    expect(list.words.find((w) => w.english === "qwxzv")).toMatchObject({ spanish: null });
  }).toPass({ timeout: 20_000 });
});
