import type { Page, Request } from "@playwright/test";
import { PENDING_ANSWERS_KEY } from "../../src/client/features/progress/lib/pending-answers";
import type { ParsingSession } from "../../src/shared/api/parsing";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importGenesis, waitForStartedJob } from "./support/jobs";
import { report, scanBothThemes, type Found } from "./support/axe-scan";

/**
 * The grammar drills offline and by keyboard alone, on a 390 px phone: a parsing round opened
 * online is answered with the keyboard, goes on offline, survives a reload offline (from the
 * service worker and the offline copy, without asking the answered forms again), and its answers
 * reach the server once when the connection is back; a cloze item is answered by keyboard offline,
 * and its answer too reaches the server once. The parsing page has no serious axe finding at 390 px,
 * light and dark.
 */

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

/** The service worker is active and the offline copy holds `text` (a query of the page). */
async function offlineCopyHolds(page: Page, text: string): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate((wanted) => new Promise<boolean>((resolve) => {
    const req = indexedDB.open("milim-offline");
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains("queries")) return resolve(false);
      const get = db.transaction("queries").objectStore("queries").get("cache");
      get.onsuccess = () => resolve(JSON.stringify(get.result ?? "").includes(wanted));
      get.onerror = () => resolve(false);
    };
    req.onerror = () => resolve(false);
  }), text), { timeout: 30_000 }).toBe(true);
}

/** How many parsing answers the offline copy holds as waiting (what a reload sends again). */
const waitingInOfflineCopy = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
  const req = indexedDB.open("milim-offline");
  req.onsuccess = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains("queries")) return resolve(0);
    const get = db.transaction("queries").objectStore("queries").get("cache");
    get.onsuccess = () => resolve((get.result as { state?: { mutations?: unknown[] } } | undefined)?.state?.mutations?.length ?? 0);
    get.onerror = () => resolve(-1);
  };
  req.onerror = () => resolve(-1);
}));

/**
 * Reloads the page and waits until it has settled (no request for half a second): whatever it
 * sends at start-up has been sent. Returns the answers (POST `path`) it sent meanwhile.
 */
async function reloadAndSettle(page: Page, path: string): Promise<string[]> {
  const sent: string[] = [];
  const watch = (r: Request) => { if (r.method() === "POST" && new URL(r.url()).pathname === path) sent.push(r.url()); };
  page.on("request", watch);
  try {
    await page.reload({ waitUntil: "networkidle" });
  } finally {
    page.off("request", watch);
  }
  return sent;
}

/** The focused element's text (its label's, for a radio button). */
const focusedText = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return (el?.closest("label") ?? el)?.textContent?.trim() ?? "";
});

/**
 * Answers the parsing item on screen with the keyboard alone: in each field's radio group the arrow
 * keys move to `pick(i)` of its choices (the first one when `pick` says nothing), Tab goes to the
 * next field and to Check, Enter checks; the explanation's Next form button then has the focus.
 */
async function answerByKeyboard(page: Page, item: ParsingSession["items"][number], right: boolean): Promise<void> {
  const fields = page.getByTestId("parsing-item").locator("fieldset");
  await expect(fields).toHaveCount(item.fields.length);
  // From the chapter's link above the round, Tab reaches the first field's first choice.
  await page.getByTestId("parsing-scope").getByRole("link").focus();
  await page.keyboard.press("Tab");
  for (const [n, { field, choices }] of item.fields.entries()) {
    await expect(fields.nth(n).locator("input:focus")).toHaveCount(1);
    const target = right ? choices.indexOf(item.answer[field]!) : 0;
    // A radio group is entered on its first choice, unchecked: Space checks it; each arrow key moves and checks.
    await page.keyboard.press("Space");
    for (let i = 0; i < target; i++) await page.keyboard.press("ArrowRight");
    await expect(fields.nth(n).locator("input:checked")).toHaveValue(choices[target]!);
    await page.keyboard.press("Tab");
  }
  await expect(page.getByRole("button", { name: "Check" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("parsing-explanation")).toContainText(right ? "Right!" : /Right!|Not quite/);
  await expect(page.getByRole("button", { name: "Next form" })).toBeFocused();
}

/** Genesis with OpenScriptures' morphology (imported offline by the administrator, unless another test did); its id. */
async function genesisWithMorphology(page: Page, origin: string, admin: { email: string; password: string }): Promise<string> {
  await signInViaApi(page, admin);
  const find = async () => ((await (await page.request.get("/api/books")).json()) as { books: { id: string; title: string; credit: string | null }[] }).books
    .find((b) => b.title === "Genesis" && b.credit)?.id;
  if (!(await find())) {
    await waitForStartedJob(page, await page.request.post("/api/books/import/bible", { data: { books: ["Genesis"] }, headers: { origin } }), 180_000);
  }
  return (await find())!;
}

/** The learner's parsing answers the server holds (each form a verb here: every answer has a binyan). */
async function parsingAnswers(page: Page): Promise<number> {
  const stats = (await (await page.request.get("/api/statistics/reviews?tz=UTC")).json()) as { parsing: { binyan: { answered: number }[] } };
  return stats.parsing.binyan.reduce((n, r) => n + r.answered, 0);
}

test("a parsing round answered by keyboard goes on offline and after a reload offline; its answers reach the server once", async ({ page, context, server }) => {
  test.setTimeout(300_000);
  const genesis = await genesisWithMorphology(page, server.url, server.admin);
  await page.context().clearCookies();
  await signUpViaApi(page);

  // The round the page will show (the server draws it on the first screen): the same at the same time.
  const session = (await (await page.request.get(`/api/parsing/session?book=${genesis}&chapter=1`)).json()) as ParsingSession;
  await page.goto(`/parsing?book=${genesis}&chapter=1`);
  const form = page.getByTestId("parsing-form");
  await expect(form).toHaveText(session.items[0]!.form);
  await expect(page.getByText(`Form 1 of ${session.items.length}`)).toBeVisible();

  // No serious axe finding at 390 px, light and dark.
  const found: Found[] = [];
  await scanBothThemes(page, "/parsing (phone)", found);
  expect(found, report(found)).toEqual([]);

  // Online, by keyboard: the first form right; Enter on the focused Next form goes on.
  await answerByKeyboard(page, session.items[0]!, true);
  await page.keyboard.press("Enter");
  await expect(form).toHaveText(session.items[1]!.form);
  await expect.poll(() => parsingAnswers(page)).toBe(1);
  await offlineCopyHolds(page, session.items[1]!.form);

  // Offline: two more, explained at once, waiting.
  await context.setOffline(true);
  const indicator = page.getByTestId("offline-indicator");
  for (const i of [1, 2]) {
    await answerByKeyboard(page, session.items[i]!, i === 1);
    await expect(page.getByText("Offline: your answer is sent when you are back online.")).toBeVisible();
    await expect(indicator).toHaveText(`Offline — ${i} ${i === 1 ? "answer" : "answers"} waiting`);
    await page.keyboard.press("Enter");
  }
  await expect(form).toHaveText(session.items[3]!.form);

  // A reload offline: the page from the service worker, the round from the offline copy without
  // the three forms answered, the two answers still waiting.
  // The copy is written half a second after a change: it holds the two answers before the reload.
  await expect.poll(() => waitingInOfflineCopy(page)).toBe(2);
  await page.reload();
  await expect(form).toHaveText(session.items[3]!.form);
  await expect(page.getByText(`Form 1 of ${session.items.length - 3}`)).toBeVisible();
  await expect(indicator).toHaveText("Offline — 2 answers waiting");
  await answerByKeyboard(page, session.items[3]!, true);
  await expect(indicator).toHaveText("Offline — 3 answers waiting");

  // Back online: each answer reaches the server once, and nothing is sent again afterwards.
  await context.setOffline(false);
  await expect.poll(() => parsingAnswers(page), { timeout: 30_000 }).toBe(4);
  await expect(indicator).toHaveCount(0);
  // The copy no longer holds them as waiting, and a reload (the page settled) sends none again.
  await expect.poll(() => waitingInOfflineCopy(page)).toBe(0);
  expect(await reloadAndSettle(page, "/api/parsing/answers")).toEqual([]);
  await expect(form).toBeVisible();
  expect(await parsingAnswers(page)).toBe(4);
});

test("a cloze item answered by keyboard offline reaches the server once when the connection is back", async ({ page, context, server }) => {
  test.skip(!hasSefariaData, NO_SEFARIA_DATA);
  test.setTimeout(240_000);
  await signInViaApi(page, server.admin);
  const bookId = await importGenesis(page, server.url);
  expect(bookId).not.toBeNull();
  await signUpViaApi(page);
  // Two words saved from Genesis 1 with their verses (the cloze's items), as the reader saves them.
  const words = [{ verse: 1, position: 2, hebrew: "בָּרָ֣א", shown: "בָּרָא" }, { verse: 3, position: 1, hebrew: "וַיֹּ֥אמֶר", shown: "וַיֹּאמֶר" }];
  for (const w of words) {
    const saved = await page.request.post("/api/my-words", { data: { bookId, chapter: 1, verse: w.verse, position: w.position, hebrew: w.hebrew, english: "a word" } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const reviews = async () => (await (await page.request.get("/api/review/log.csv")).text()).trim().split("\n").length - 1;

  await page.goto("/biblical/my-words");
  await page.getByRole("tab", { name: "Cloze" }).click();
  const game = page.getByRole("region", { name: "Cloze from your verses" });
  const choices = game.getByRole("group", { name: "Choose the missing word" }).getByRole("button");
  await expect(choices).toHaveCount(2);
  await offlineCopyHolds(page, "my-words");

  await context.setOffline(true);
  // By keyboard: Tab from the 'Choose' toggle through the choices to the right word, Enter.
  const ref = (await game.getByTestId("cloze-ref").textContent())!;
  const right = words.find((w) => ref.endsWith(`:${w.verse}`))!.shown;
  await game.getByRole("group", { name: "Answer by" }).getByRole("button").last().focus();
  for (let i = 0; i < 4 && (await focusedText(page)) !== right; i++) await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe(right);
  await page.keyboard.press("Enter");
  await expect(game.getByText("Correct!")).toBeVisible();
  await expect(page.getByTestId("offline-indicator")).toHaveText("Offline — 1 answer waiting");

  await context.setOffline(false);
  await expect.poll(reviews, { timeout: 30_000 }).toBe(1);
  await expect(page.getByTestId("offline-indicator")).toHaveCount(0);
  // No answer is kept as waiting any more (what a reload sends again), and a reload sends none.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_ANSWERS_KEY)).toBeNull();
  expect(await reloadAndSettle(page, "/api/progress/answers")).toEqual([]);
  await expect(page.getByRole("tab", { name: "Cloze" })).toBeVisible();
  expect(await reviews()).toBe(1);
});

test("in Hebrew, the parsing drill and the offline note show no English of the interface's own", async ({ page, context, server }) => {
  test.setTimeout(240_000);
  const genesis = await genesisWithMorphology(page, server.url, server.admin);
  await page.context().clearCookies();
  await signUpViaApi(page);
  const set = await page.request.patch("/api/settings", { data: { interfaceLanguage: "he" }, headers: { origin: server.url } });
  expect(set.ok(), await set.text()).toBe(true);
  await page.goto(`/parsing?book=${genesis}&chapter=1`);
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByTestId("parsing-form")).toBeVisible();
  await page.getByTestId("parsing-item").locator("fieldset").first().locator("input").first().check();
  // The answer confirmed by the server before the connection goes: the note then counts none waiting.
  const confirmed = page.waitForResponse((r) => r.url().endsWith("/api/parsing/answers") && r.request().method() === "POST");
  // One field chosen: Check asks for the others (in Hebrew); Show the answer grades it.
  await page.getByTestId("parsing-item").locator("button[type=submit]").click();
  await expect(page.getByRole("alert").filter({ hasText: "יש לבחור תשובה לכל שאלה" })).toBeVisible();
  await page.getByTestId("parsing-item").getByRole("button", { name: "הצגת התשובה" }).click();
  await expect(page.getByTestId("parsing-explanation")).toBeVisible();
  expect((await confirmed).ok()).toBe(true);
  await context.setOffline(true);
  await expect(page.getByTestId("offline-indicator")).toHaveText("אין חיבור");
  // The page's own words, the data's left out: the book's title as imported, Strong's numbers, the references.
  const text = await page.locator("main").evaluate((main) => (main as HTMLElement).innerText);
  const latin = text.replace(/Genesis/g, "").replace(/\bH\d+\b/g, "").match(/[A-Za-z]{2,}/g) ?? [];
  expect(latin).toEqual([]);
  await context.setOffline(false);
});
