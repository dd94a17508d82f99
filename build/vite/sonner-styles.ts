import type { Plugin } from "vite";

/** sonner's own statement that writes its stylesheet into <head> as its module is evaluated. */
const INSERT_CSS = /^__insertCSS\(".*"\);$/m;

/**
 * sonner's styles come with the app's stylesheet (styles.css imports `sonner/dist/styles.css`), not
 * from sonner's module: it writes a <style> into <head> when a page's chunk that can show a toast is
 * evaluated, and a new stylesheet (its rules set custom properties on <html>) makes the browser
 * restyle every element of the page, a long task on a phone just after the first screen.
 */
export function sonnerStyles(): Plugin {
  return {
    name: "milim-sonner-styles",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!INSERT_CSS.test(code)) this.error("sonner no longer inserts its styles with __insertCSS: check build/vite/sonner-styles.ts");
      return { code: code.replace(INSERT_CSS, ""), map: null };
    },
  };
}
