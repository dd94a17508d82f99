// First: zod without `eval` (before any module builds a schema); see configure-zod.ts.
import "./configure-zod";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, offlineCopyRestored } from "./app/app";
import { registerServiceWorker } from "./app/register-service-worker";
import "@fontsource-variable/noto-serif-hebrew/wght.css";
import "./styles.css";

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Online the page renders at once (the offline copy fills in when read); offline it renders from that copy.
if (navigator.onLine) render();
else void offlineCopyRestored.then(render);
registerServiceWorker();
