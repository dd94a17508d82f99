import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueEmail, waitForMail } from "./fixtures";
import { totp } from "../support/totp";

const HOME = /\/modern\/daily-1000$/;


async function logInViaForm(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function logOutViaMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // Whoever logs out has an account: the log-in form, not the sign-up form.
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
}

test.describe("accounts", () => {
  test("sign up lands on the daily-1000 deck with the shell; the confirmation link there keeps it signed in; log out; log in again", async ({ page, server }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveAttribute("maxlength", "100");
    await expect(page.getByLabel("Email")).toHaveAttribute("maxlength", "255");
    await expect(page.getByLabel("Password")).toHaveAttribute("maxlength", "72");
    await page.getByLabel("First name").fill("  Noa ");
    await page.getByLabel("Last name").fill("Peretz");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("noa-pass-123");
    await page.getByRole("button", { name: "Sign up" }).click();

    await expect(page).toHaveURL(HOME);
    await expect(page.getByText("Account created!")).toBeVisible();
    // It says what happened: the app has signed the learner in.
    await expect(page.getByText("You've successfully signed up and are now logged in.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Milim, home" })).toBeVisible();

    // A signed-in visitor of /auth goes home.
    await page.goto("/auth");
    await expect(page).toHaveURL(HOME);

    // The confirmation link opened in this browser (the one that signed up): confirmed, still signed in.
    const confirm = await waitForMail(server.dataDir, (m) => m.to === email && m.subject === "Confirm your Milim address");
    await page.goto(confirm.links.find((l) => l.includes("/api/auth/verify-email"))!);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    await logOutViaMenu(page);
    await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/auth$/);

    await logInViaForm(page, email, "noa-pass-123");
    await expect(page).toHaveURL(HOME);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByText("You've successfully logged in.")).toBeVisible();
    // The log-in's toast takes the place of the log-out's: not 'Logged out' under 'Welcome back'.
    await expect(page.getByText("You've been successfully logged out.")).toHaveCount(0);
  });

  test("signing up with an address in use looks like any sign-up; the owner gets the e-mail; the confirmation link elsewhere asks for the button, then a new password", async ({ page, browser, server }) => {
    const owner = await signUpViaApi(page.request, { password: "owners-pass-1" });
    const confirm = await waitForMail(server.dataDir, (m) => m.to === owner.email && m.subject === "Confirm your Milim address");
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("First name").fill("Not");
    await page.getByLabel("Last name").fill("Owner");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill("someone-else-1");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    const warning = await waitForMail(server.dataDir, (m) => m.to === owner.email && m.subject === "Someone tried to create a Milim account with your address");
    expect(warning.links.some((l) => l.endsWith("/auth?mode=reset"))).toBe(true);

    // The confirmation link opened in a browser that holds no session of the account (here the
    // one who signed up, on another device; it could be an address's owner who did not, or a mail
    // scanner): the link alone changes nothing and asks for the button; the button confirms the
    // address, the sign-up password stops working, and the form asks for a new one.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(confirm.links.find((l) => l.includes("/api/auth/verify-email"))!);
    await expect(ownerPage).toHaveURL(/\/auth\?mode=confirm-address&token=[\w.-]+$/);
    await expect(ownerPage.getByRole("heading", { name: "Confirm your address" })).toBeVisible();
    await expect(ownerPage.getByText("Confirming your address here ends every session of this account")).toBeVisible();
    await expect(ownerPage.getByText("Anything made in this account so far (words, progress, settings, backups) is removed too")).toBeVisible();
    await logInViaForm(page, owner.email, "owners-pass-1"); // the link alone left the password as it was
    await expect(page).toHaveURL(HOME);
    await ownerPage.getByRole("button", { name: "Confirm my address" }).click();
    await expect(ownerPage).toHaveURL(/\/auth\?mode=new-password&token=[\w-]+&confirmed=1$/);
    await expect(ownerPage.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(ownerPage.getByText("Your address is confirmed, but as the link was first opened in a browser not signed in to this account")).toBeVisible();
    await expect(ownerPage.getByText("Anything made in this account before its address was confirmed (words, progress, settings, backups) was removed.")).toBeVisible();
    await ownerPage.getByLabel("New password", { exact: true }).fill("owners-pass-2");
    await ownerPage.getByLabel("Confirm new password").fill("owners-pass-2");
    await ownerPage.getByRole("button", { name: "Set new password" }).click();
    await expect(ownerPage.getByText("Password updated")).toBeVisible();
    await logInViaForm(ownerPage, owner.email, "owners-pass-1");
    await expect(ownerPage.getByText("Login failed")).toBeVisible();
    await logInViaForm(ownerPage, owner.email, "owners-pass-2");
    await expect(ownerPage).toHaveURL(HOME);
    await ownerContext.close();
  });

  test("the confirmation link opened on another device: logging in there confirms the address and keeps the account", async ({ page, browser, server }) => {
    const learner = await signUpViaApi(page.request, { password: "learners-pass-1" });
    expect((await page.request.patch("/api/settings", { data: { dailyGoal: 37 }, headers: { origin: server.url } })).status()).toBe(200);
    const confirm = await waitForMail(server.dataDir, (m) => m.to === learner.email && m.subject === "Confirm your Milim address");
    const link = confirm.links.find((l) => l.includes("/api/auth/verify-email"))!;

    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage).toHaveURL(/\/auth\?mode=confirm-address&token=[\w.-]+$/);
    await expect(phonePage.getByText("Did you make this account? Log in with its password")).toBeVisible();
    await phonePage.getByRole("link", { name: "Log in and confirm" }).click();
    await expect(phonePage.getByRole("heading", { name: "Confirm your address" })).toBeVisible();
    await phonePage.getByLabel("Email").fill(learner.email);
    await phonePage.getByLabel("Password", { exact: true }).fill("learners-pass-1");
    await phonePage.getByRole("button", { name: "Log in" }).click();
    await expect(phonePage).toHaveURL(HOME);
    // Confirmed within the account's session: nothing removed, the password stands, the link is used.
    expect(((await (await phonePage.request.get("/api/settings")).json()) as { dailyGoal: number }).dailyGoal).toBe(37);
    expect(((await (await page.request.get("/api/settings")).json()) as { dailyGoal: number }).dailyGoal).toBe(37);
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(link);
    await expect(againPage).not.toHaveURL(/mode=confirm-address/);
    await again.close();
    await phone.close();
  });

  test("a wrong set-up link says so in place of the form; the spent one (an admin exists) offers the plain sign-up", async ({ page, server }) => {
    await page.goto("/auth?mode=signup&setup=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Create the administrator account" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "This set-up link is not valid for this server. Use the link printed in its log." })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveCount(0);

    await page.goto(`/auth?mode=signup&setup=${server.setupToken}`);
    await expect(page.getByRole("alert").filter({ hasText: "This instance already has an administrator" })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveCount(0);
    await page.getByRole("link", { name: "Sign up without the set-up link" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Create the administrator account" })).toHaveCount(0);
    await expect(page.getByLabel("Password")).toBeVisible();
  });

  test("a wrong password shows 'Login failed'; a too-short one 'Invalid input'", async ({ page }) => {
    const user = await signUpViaApi(page.context().request);
    await page.context().clearCookies();
    await logInViaForm(page, user.email, "definitely-wrong");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);

    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Invalid input")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  });

  test("the sign-up form reports the first invalid field", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("First name").fill("   ");
    await page.getByLabel("Last name").fill("Levi");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("long-enough");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Invalid input")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("reset the password through the link in the outbox", async ({ page, server }) => {
    const user = await signUpViaApi(page.context().request);
    await page.context().clearCookies();
    await page.goto("/auth?mode=login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible(); // back to log in

    // The reset mail, not the sign-up's confirmation (which may be written after it).
    const mail = await waitForMail(server.dataDir, (m) => m.to === user.email && m.links.some((l) => l.includes("/api/auth/reset-password/")));
    const link = mail.links.find((l) => l.includes("/api/auth/reset-password/"));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/auth\?mode=new-password&token=/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("fresh-pass-456");
    await page.getByLabel("Confirm new password").fill("fresh-pass-456");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password updated")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

    await logInViaForm(page, user.email, user.password);
    await expect(page.getByText("Login failed")).toBeVisible();
    await logInViaForm(page, user.email, "fresh-pass-456");
    await expect(page).toHaveURL(HOME);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
  });

  test("enrol a TOTP authenticator, then log in with a code", async ({ page }) => {
    const user = await signUpViaApi(page.context().request);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    const backupCodes = await page.getByTestId("backup-code").allTextContents();
    expect(backupCodes).toHaveLength(10);
    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByText("Two-factor authentication enabled")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn off two-factor" })).toBeVisible();

    await logOutViaMenu(page);
    await logInViaForm(page, user.email, user.password);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    await page.getByLabel("Authentication code").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
    await page.getByLabel("Authentication code").fill(totp(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByText("Welcome back!")).toBeVisible();

    // A backup code works as the second factor too.
    await logOutViaMenu(page);
    await logInViaForm(page, user.email, user.password);
    await page.getByLabel("Authentication code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(HOME);

    // Turn it off again.
    await page.goto("/account");
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await expect(page.getByText("Two-factor authentication disabled")).toBeVisible();
    await expect(page.getByRole("button", { name: "Set up two-factor authentication" })).toBeVisible();
  });
});
