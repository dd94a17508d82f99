/** The value of cookie `name` in a Cookie header or `document.cookie` (null when absent). */
export function cookieValue(cookie: string | undefined, name: string): string | null {
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
