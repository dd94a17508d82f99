// First: zod without `eval` (before any module builds a schema); see configure-zod.ts.
import "./configure-zod";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, firstPageCode, hasFirstScreen, offlineCopyRestored } from "./app/app";
import { registerServiceWorker } from "./app/register-service-worker";
import "./hebrew-font.css";
import "./styles.css";

/**
 * The app replaces what #root holds: nothing, or the first screen the server wrote (then only once
 * the page's code is here, so it is replaced by the page itself, not by a spinner). The first render
 * is a transition: React yields to the browser while it renders instead of one long task.
 */
const render = () => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ));
};
// Online the page renders at once (the offline copy fills in when read); offline it renders from that copy.
if (!navigator.onLine) void offlineCopyRestored.then(render);
else if (hasFirstScreen) void firstPageCode.then(render);
else render();
registerServiceWorker();
