import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { messages } from "./build/vite/compile-messages.ts";
import { hebrewFontHint } from "./build/vite/hebrew-font.ts";
import { loadAfterPaint } from "./build/vite/load-after-paint.ts";
import { precompress } from "./build/vite/precompress.ts";
import { sonnerStyles } from "./build/vite/sonner-styles.ts";
import { stylesheetFirst } from "./build/vite/stylesheet-first.ts";
import { trustResponses } from "./build/vite/trust-responses.ts";

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "8080"}`;

export default defineConfig({
  root: ".",
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [
    messages(),
    trustResponses(),
    sonnerStyles(),
    hebrewFontHint(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      filename: "sw.js",
      manifest: {
        name: "Milim",
        short_name: "Milim",
        description: "Hebrew and Aramaic vocabulary",
        theme_color: "#1e3a8a",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        cleanupOutdatedCaches: true,
        // A page is asked of the server (its first screen: the route's markup, data and font
        // preload), started while the worker wakes (navigation preload); only when that fails
        // (offline) does the precached shell stand in. Serving the shell to every navigation
        // skipped the first screen for every returning learner.
        navigationPreload: true,
        navigateFallback: null, // vite-plugin-pwa's default would serve the shell to every navigation
        // Only the public instance texts (footer) are cached, so the offline shell still shows them;
        // no user data is ever stored by the service worker (pages are never cached).
        runtimeCaching: [
          {
            urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && !url.pathname.startsWith("/api/"),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/config",
            handler: "NetworkFirst",
            options: { cacheName: "milim-config", networkTimeoutSeconds: 3, expiration: { maxEntries: 1 } },
          },
        ],
      },
    }),
    stylesheetFirst(),
    loadAfterPaint(),
    // After the service worker is written: .br and .gz copies of every text file, sent as they are.
    precompress(),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> per dependency of a lazy chunk: on a phone each link costs the
    // main thread ~5 ms (20 links, 100 ms at 4× slowdown); the browser fetches a chunk's imports itself.
    modulePreload: false,
    // src/shared is pure (no I/O, nothing done on import): a module of it whose exports are unused
    // is dropped, so the response contracts the production client no longer parses stay out of it.
    // So are the compiled messages (src/paraglide): a message no code of a chunk calls stays out of it.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/\/src\/(shared|paraglide)\//.test(id) } },
  },
  server: { port: 5173, proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
});
