/** Registers the service worker (offline app shell) from the site root once the page has loaded. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((e) => console.error("Service worker registration failed", e));
  });
}
