import type { Locator, Page } from "@playwright/test";
import { expect, signInViaApi, signUpViaApi, test, untilHydrated } from "./fixtures";

/** The study timer, the Study Statistics dialog and the daily goal on /settings. */

/** Toasts sit over the top-right corner of the bar: close them before using the timer's buttons. */
async function closeToasts(page: Page) {
  for (const b of await page.getByRole("button", { name: "Close notification" }).all()) await b.click().catch(() => undefined);
  await expect(page.getByRole("button", { name: "Close notification" })).toHaveCount(0);
}

function timerParts(page: Page) {
  const timer: Locator = page.getByRole("group", { name: "Study timer" });
  return {
    timer,
    display: timer.getByRole("timer"),
    start: timer.getByRole("button", { name: "Start study session" }),
    pause: timer.getByRole("button", { name: "Pause" }),
    resume: timer.getByRole("button", { name: "Resume" }),
    end: timer.getByRole("button", { name: "End study session" }),
    addTen: timer.getByRole("button", { name: "Add 10 minutes" }),
    reset: timer.getByRole("button", { name: "Reset to 30 minutes" }),
  };
}

async function openStatistics(page: Page) {
  await page.getByRole("button", { name: "Study Statistics" }).click();
  const dialog = page.getByRole("dialog", { name: "Study Statistics" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Records the tones the page plays through the real Web Audio API (type, frequency, length). */
async function recordTones(page: Page) {
  await page.addInitScript(() => {
    const tones: { type: string; hz: number; seconds: number }[] = [];
    (window as unknown as { __tones: typeof tones }).__tones = tones;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const osc = create.call(this);
      const start = osc.start.bind(osc);
      const stop = osc.stop.bind(osc);
      let startedAt = 0;
      osc.start = (when?: number) => { startedAt = when ?? this.currentTime; start(when); };
      osc.stop = (when?: number) => {
        tones.push({ type: osc.type, hz: osc.frequency.value, seconds: Math.round(((when ?? this.currentTime) - startedAt) * 1000) / 1000 });
        stop(when);
      };
      return osc;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __tones: unknown[] }).__tones);
}

test("start, pause, resume and finish a timer on a fast-forwarded clock; sessions show in the statistics", async ({ page }) => {
  const tones = await recordTones(page);
  await page.clock.install();
  await signUpViaApi(page);
  await page.goto("/settings");
  const t = timerParts(page);

  // Idle: green, 30:00, +10 and Reset enabled.
  await expect(t.timer).toHaveAttribute("data-phase", "idle");
  await expect(t.display).toHaveText("30:00");
  await t.addTen.click();
  await expect(t.display).toHaveText("40:00");
  await t.reset.click();
  await expect(t.display).toHaveText("30:00");

  await t.start.click();
  await expect(page.getByText("Study session started")).toBeVisible();
  await expect(page.getByText("Good luck with your 30 minute study session!")).toBeVisible();
  await expect(t.timer).toHaveAttribute("data-phase", "running");
  await expect(t.addTen).toBeDisabled();
  await expect(t.reset).toBeDisabled();
  await closeToasts(page);

  await page.clock.fastForward("05:00");
  await expect(t.display).toHaveText(/^2[45]:\d\d$/);

  // Paused time does not count.
  await t.pause.click();
  await expect(t.timer).toHaveAttribute("data-phase", "paused");
  await expect(t.addTen).toBeEnabled(); // disabled only while running
  const pausedAt = await t.display.textContent();
  await page.clock.fastForward("10:00");
  await expect(t.display).toHaveText(pausedAt!);

  // The running timer survives a reload (kept in localStorage).
  await page.reload();
  await expect(t.timer).toHaveAttribute("data-phase", "paused");
  await expect(t.display).toHaveText(pausedAt!);

  await t.resume.click();
  await expect(t.timer).toHaveAttribute("data-phase", "running");
  // Reaching zero: the session ends, 'Great work!', a 15-second flash, then back to 30:00.
  await page.clock.fastForward("25:05");
  await expect(t.timer).toHaveAttribute("data-phase", "finished");
  await expect(t.display).toHaveText("00:00");
  await expect(page.getByText("Great work!")).toBeVisible();
  await expect(page.getByText("Study session completed")).toBeVisible();
  expect(await tones()).toEqual([{ type: "sine", hz: 800, seconds: 1 }]);
  await closeToasts(page);
  await page.clock.fastForward("00:16");
  await expect(t.timer).toHaveAttribute("data-phase", "idle");
  await expect(t.display).toHaveText("30:00");

  // A second session, ended early with End.
  await t.start.click();
  await expect(t.timer).toHaveAttribute("data-phase", "running");
  await closeToasts(page);
  await page.clock.fastForward("01:00");
  await t.end.click();
  await expect(page.getByText("Great work!")).toBeVisible();
  await expect(t.timer).toHaveAttribute("data-phase", "finished");
  expect(await tones()).toHaveLength(2);
  await closeToasts(page);

  const dialog = await openStatistics(page);
  const months = dialog.getByRole("list", { name: "Study time per month" });
  const thisMonth = months.getByRole("listitem").filter({ hasText: "This month" });
  await expect(thisMonth).toContainText("2 sessions");
  await expect(months.getByRole("listitem")).toHaveCount(6);
  await expect(dialog.getByText("Words learned")).toBeVisible();
  await page.keyboard.press("Escape");

  // The settings page's "this month" section reads the same numbers.
  await expect(page.getByTestId("this-month-statistics")).toContainText("Study sessions2");
});

test("the daily goal is saved, validated by the server and still there after a reload", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const goal = page.getByLabel("Words per day");
  await expect(goal).toHaveValue("30");

  await goal.fill("45");
  await page.getByRole("region", { name: "Daily Goal" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Daily goal saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Words per day")).toHaveValue("45");
  const today = await (await page.request.get("/api/statistics/today")).json();
  expect(today).toEqual({ answeredToday: 0, dailyGoal: 45 });

  await page.getByLabel("Words per day").fill("500");
  await page.getByRole("region", { name: "Daily Goal" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Daily goal must be between 1 and 200")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Words per day")).toHaveValue("45");
});

test("the settings page's Back button returns to the previous page, and non-admins see no admin link", async ({ page }) => {
  await signUpViaApi(page);
  // Opened directly: no previous page in the app, Back goes home.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/modern\/daily-1000$/);

  await page.goto("/books");
  // /books comes drawn by the server: the first press opens the menu (the top bar's parts are
  // loaded before hydration, so React hydrates the button at the press).
  await untilHydrated(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Learning Progress" })).toBeVisible();
  // One word known, one answer: the summary says so in the singular.
  const page1 = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { id: string }[] };
  const answered = await page.request.post("/api/progress/answers", { data: { id: crypto.randomUUID(), wordId: page1.words[0]!.id, action: "know" }, headers: { origin: new URL(page.url()).origin } });
  expect(answered.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(/\b1 word known;/)).toBeVisible();
  await expect(page.getByText(/\b1 answer in the last/)).toBeVisible();
  // Sections in the spec's order (the export/import and backup cards may use h2 or h3 headings).
  const headings = (await page.locator("main").getByRole("heading").allTextContents()).map((h) => h.trim());
  const order = [/^Daily Goal$/, /Export|Import/, /^Study Statistics$/, /^Learning Progress$/, /Backup & Restore/]
    .map((re) => headings.findIndex((h) => re.test(h)));
  expect(order.every((i) => i >= 0), headings.join(" | ")).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/books$/);
});

test("admins reach the Admin Panel from the settings page", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/settings");
  await page.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
