/**
 * Registers the service worker (offline app shell) from the site root once the page has loaded
 * (at once when it already has: the built page imports the app after its first paint, often after
 * the load event).
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((e) => console.error("Service worker registration failed", e));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
}
