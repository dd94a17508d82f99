// First: zod without `eval` (before any module builds a schema); see configure-zod.ts.
import "./configure-zod";
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
 * app's. The app's modules only define: setting it up (the cache seeded from the first screen, the
 * offline copy: startApp) is the next task, making the router the next, and the first render the
 * one after. On a phone each is a fraction of the one long task they were.
 *
 * The app replaces what #root holds: nothing, or the first screen the server wrote (then only once
 * the page's code is here, so it is replaced by the page itself, not by a spinner). The first render
 * is a transition: React yields to the browser while it renders instead of one long task.
 */
async function start() {
  const reactReady = Promise.all([import("react"), import("react-dom/client")]);
  const appReady = import("./app/app");
  const [{ createElement, startTransition, StrictMode }, { createRoot }] = await reactReady;
  const { startApp } = await appReady;
  await nextTask();
  const { createApp, firstPageCode, hasFirstScreen, offlineCopyRestored } = startApp();
  await nextTask();
  const App = createApp();
  await nextTask();
  const render = () => {
    const root = createRoot(document.getElementById("root")!);
    startTransition(() => root.render(createElement(StrictMode, null, createElement(App))));
  };
  // Online the page renders at once (the offline copy fills in when read); offline it renders from that copy.
  if (!navigator.onLine) void offlineCopyRestored.then(render);
  else if (hasFirstScreen) void firstPageCode.then(render);
  else render();
}

registerServiceWorker();
void start();
