import { expect, signInViaApi, signUpViaApi, test, untilHydrated } from "./fixtures";

/** The navigation shell: routing, admin-only tools, dark mode, language, footer, log-out. */

test.describe("routing", () => {
  test("protected routes redirect to /auth when logged out", async ({ page }) => {
    for (const path of ["/", "/settings", "/books", "/dictionary", "/admin", "/modern/daily-1000"]) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL(/\/auth$/);
    }
    await expect(page.getByRole("contentinfo")).toContainText("Milim contributors");
  });

  test("unknown paths show the public 404 page and log the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    // The heading can be visible before the page's effect has logged: wait for the message.
    await expect.poll(() => errors).toContain("404 Error: User attempted to access non-existent route: /no/such/page");
    await expect(page.getByRole("contentinfo")).toContainText("Milim contributors");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/auth$/); // home needs a session
  });

  test("/ opens the daily deck and /modern replaces history with its first collection", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/modern\/daily-1000$/);
    await page.goto("/books");
    await page.goto("/modern");
    await expect(page).toHaveURL(/\/modern\/daily-1000$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/books$/); // /modern itself is not in the history
  });

  test("an unknown domain shows the 404 page", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/klingon");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});

test.describe("top bar", () => {
  test("domain tabs: Talmud label, active tab from the path, none outside the domain pages", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/aramaic/berakhot");
    const tabs = page.getByRole("navigation", { name: "Domains" });
    await expect(tabs.getByRole("link")).toHaveText(["Modern", "Biblical", "Talmud", "Mishna"]);
    await expect(tabs.getByRole("link", { name: "Talmud" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Talmud" })).toHaveAttribute("data-active", "true");
    for (const outside of ["/books", "/dictionary"]) {
      await page.goto(outside);
      await expect(tabs.getByRole("link", { name: "modern" })).toBeVisible();
      await expect(tabs.locator("[data-active], [aria-current]")).toHaveCount(0);
    }
  });

  test("admin tools are shown to admins only", async ({ page, browser, server }) => {
    await signUpViaApi(page);
    await page.goto("/books");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Books" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Dictionary" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Dark mode" })).toBeVisible();
    for (const name of ["Settings", "Generation Queue", "Words Database"]) await expect(bar.getByRole("link", { name })).toHaveCount(0);
    await expect(bar.getByRole("button", { name: /^Translation progress/ })).toHaveCount(0);

    const adminContext = await browser.newContext({ baseURL: server.url });
    const adminPage = await adminContext.newPage();
    await signInViaApi(adminPage, server.admin);
    await adminPage.goto("/books");
    const adminBar = adminPage.getByRole("banner");
    for (const name of ["Settings", "Generation Queue", "Words Database"]) await expect(adminBar.getByRole("link", { name })).toBeVisible();
    await expect(adminBar.getByRole("button", { name: /^Translation progress: .*words/ })).toBeVisible();
    await adminContext.close();
  });

  test("the user menu leads to settings and account, and logs out", async ({ page }) => {
    const user = await signUpViaApi(page, { firstName: "Noa", lastName: "Cohen" });
    await page.goto("/books");
    const menu = page.getByRole("menu");
    // /books comes drawn by the server (its first screen): the first press opens the menu.
    await untilHydrated(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("Noa Cohen");
    await expect(menu).toContainText(user.email);
    await menu.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
    await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });
});

test("top bar tooltips show on a resting pointer and on keyboard focus, describe their control, and go on leave, a press or Escape", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/books");
  const toggle = page.getByRole("button", { name: "Dark mode" });
  const tip = page.getByRole("tooltip");
  await expect(tip).toHaveCount(0);
  await toggle.hover();
  await expect(tip).toHaveText("Switch to dark mode");
  await expect(toggle).toHaveAttribute("aria-describedby", (await tip.getAttribute("id"))!);
  // Below the bar (no room above it), inside the window.
  const [box, at] = [(await tip.boundingBox())!, (await toggle.boundingBox())!];
  expect(box.y).toBeGreaterThanOrEqual(at.y + at.height);
  expect(box.x).toBeGreaterThanOrEqual(8);
  expect(box.x + box.width).toBeLessThanOrEqual(390 - 8 + 1);
  await page.mouse.move(200, 600);
  await expect(tip).toHaveCount(0);
  await expect(toggle).not.toHaveAttribute("aria-describedby", /.+/);

  // A press hides it and it stays hidden over what the press opened.
  const account = page.getByRole("button", { name: "Account menu" });
  await account.hover();
  await expect(tip).toHaveText("Account");
  await account.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(tip).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  // Keyboard focus shows it at once; Escape hides it.
  await page.mouse.move(200, 600);
  await toggle.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await expect(tip).toHaveText("Switch to dark mode");
  await page.keyboard.press("Escape");
  await expect(tip).toHaveCount(0);
});

test.describe("preferences", () => {
  test("dark mode is saved, survives a reload and paints before the app starts", async ({ page, browser, server }) => {
    await signUpViaApi(page);
    await page.goto("/books");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Dark mode" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect.poll(async () => ((await (await page.request.get("/api/settings")).json()) as { darkMode: boolean }).darkMode).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("milim-dark-mode"))).toBe("true");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");

    // No flash: with the app's JavaScript blocked, the saved theme is already applied by index.html.
    const state = await page.context().storageState();
    const noJs = await browser.newContext({ baseURL: server.url, storageState: state, serviceWorkers: "block" });
    const noJsPage = await noJs.newPage();
    await noJsPage.route("**/assets/*.js", (r) => r.abort());
    await noJsPage.goto("/books");
    await expect(noJsPage.locator("html")).toHaveClass(/\bdark\b/);
    await noJs.close();

    // The server setting wins on load (e.g. changed on another device).
    await page.request.patch("/api/settings", { data: { darkMode: false }, headers: { origin: server.url } });
    await page.evaluate(() => localStorage.setItem("milim-dark-mode", "true"));
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    // The server-drawn page is light at once (<html data-theme>); the app writes the mirror once its settings load.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("milim-dark-mode"))).toBe("false");
  });

  test("the chosen language is kept in localStorage", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/books");
    const select = page.getByRole("combobox", { name: "Translation language" });
    await expect(select).toHaveValue("english");
    await select.selectOption({ label: "French" });
    await expect(page.getByRole("banner")).toContainText("French");
    // A choice made before the app has taken over the server's first screen is sent once it has (useChoiceBeforeHydration).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("french");
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Translation language" })).toHaveValue("french");
    await expect(page.getByRole("banner")).toContainText("French");
  });
});

test("the footer shows the instance texts on protected pages too, in the learner's language where the operator set none", async ({ page, server }) => {
  await signUpViaApi(page);
  await page.goto("/books");
  // The e2e server sets no FOOTER_*: every line is the interface's own.
  const config = (await (await page.request.get("/api/config")).json()) as { footer: Record<string, string | null> };
  expect(config.footer).toEqual({ dedication: null, memorial: null, copyright: null });
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("footer-dedication")).toHaveText("Dedicated to every learner of the Hebrew language.");
  await expect(footer.getByTestId("footer-memorial")).toHaveText("In memory of those who taught us to read.");
  await expect(footer.getByTestId("footer-copyright")).toHaveText(`© ${new Date().getFullYear()} Milim contributors. Free and open-source software.`);
  // In the Hebrew interface, in Hebrew (the server's first screen and the app alike).
  const set = await page.request.patch("/api/settings", { data: { interfaceLanguage: "he" }, headers: { origin: server.url } });
  expect(set.ok(), await set.text()).toBe(true);
  await page.reload();
  await expect(footer.getByTestId("footer-dedication")).toHaveText("מוקדש לכל מי שלומד את השפה העברית.");
  await expect(footer.getByTestId("footer-memorial")).toHaveText("לזכר אלה שלימדו אותנו לקרוא.");
  await expect(footer).not.toContainText("Milim contributors");
});
