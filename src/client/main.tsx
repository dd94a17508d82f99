// First: zod without `eval` (before any module builds a schema); see configure-zod.ts.
import "./configure-zod";
import { HYDRATION_SHIELD_ID } from "@/shared/api/first-screen";
import { keepEarlyTaps } from "./lib/early-tap";
import { registerServiceWorker } from "./app/register-service-worker";
import "./hebrew-font.css";
import "./styles.css";

/** The next task: what comes after runs in a task of its own, and the browser may paint or handle input between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in up to five tasks, not one: running a module's code cannot be split, so React's
 * DOM renderer (the largest module) and the app's modules (router, query cache, shell: app/app.tsx)
 * are imported apart, both at once (no round trip added). A module runs as soon as it and its
 * imports are here, so React's, the smaller set, usually runs in a task of its own before the
 * app's. The app's modules only define: setting it up (the cache hydrated from the first screen, the
 * offline copy: startApp) is the next task, making the router the next, and the first render the
 * one after. On a phone each is a fraction of the one long task they were.
 *
 * When the server wrote the page's first screen (its own components from the same data:
 * app/render-page.tsx), the app hydrates it once the page's code is here, in a transition: React
 * keeps that markup (no second drawing, no restyle of the page) and yields to the browser as it goes. Otherwise
 * the first render is a transition: React yields to the browser while it renders.
 */
async function start() {
  // A tap on the server's first screen before hydration is given to its control once hydrated.
  const shield = document.getElementById(HYDRATION_SHIELD_ID);
  const earlyTaps = shield ? keepEarlyTaps(shield) : undefined;
  const reactReady = Promise.all([import("react"), import("react-dom/client")]);
  const appReady = import("./app/app");
  const [{ createElement, startTransition, StrictMode }, { createRoot, hydrateRoot }] = await reactReady;
  const { startApp } = await appReady;
  await nextTask();
  const { createApp, firstPageCode, hasFirstScreen, offlineCopyRestored, pageHydrated } = startApp();
  await nextTask();
  const App = createApp();
  await nextTask();
  const app = createElement(StrictMode, null, createElement(App));
  const container = document.getElementById("root")!;
  const render = () => {
    document.getElementById(HYDRATION_SHIELD_ID)?.remove();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  };
  // A markup React cannot use (it differs from the first render) is drawn again: said in the console.
  // In a transition, as the render is: hydration yields to the browser every few milliseconds.
  const hydrate = () => {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error("Milim: the first screen was drawn again:", error),
      });
    });
    // React now holds the page's events (one made before a part is hydrated is replayed on it).
    document.getElementById(HYDRATION_SHIELD_ID)?.remove();
    // The shield's last tap, once the page has committed (in a task of its own, after React's effects).
    void pageHydrated.then(nextTask).then(() => earlyTaps?.replay());
  };
  // Online the page renders at once (the offline copy fills in when read); offline it renders from that copy.
  if (!navigator.onLine) void offlineCopyRestored.then(render);
  else if (hasFirstScreen) void firstPageCode.then(hydrate);
  else render();
}

registerServiceWorker();
void start();
