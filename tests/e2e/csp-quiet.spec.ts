import { expect, signUpViaApi, test } from "./fixtures";

// A Content-Security-Policy report endpoint would hear of every `securitypolicyviolation` the
// browser fires, caught ones included (zod's `eval` probe was one on every page). None may fire.
test("no page fires a securitypolicyviolation, signed out or in", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const violations = async () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  const visit = async (path: string) => {
    const res = await page.goto(path);
    expect(res?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.locator("#root")).not.toBeEmpty();
    // The page's own requests (and the zod parses of their answers) have run.
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  };
  await visit("/");
  await signUpViaApi(page);
  for (const path of ["/", "/dictionary", "/books", "/review", "/settings", "/account", "/modern/daily-1000", "/database", "/queue"]) {
    await visit(path);
  }
});
