import type { toast as sonnerToast } from "sonner";

type Show = (message: string, options?: Parameters<typeof sonnerToast.success>[1]) => void;
const show = (kind: "success" | "error"): Show => (message, options) => {
  void import("sonner").then(({ toast }) => toast[kind](message, options));
};

/**
 * sonner's toast for code on the start-up path (the shell, the settings hook): sonner is loaded
 * when the first toast is shown, not with the entry chunk. The Toaster (providers.tsx) is lazy too;
 * sonner shows a toast made before its Toaster subscribed once it does.
 */
export const toast = { success: show("success"), error: show("error") };

/**
 * The one toast of a session's change ('Logged out', 'Welcome back'): the next one takes its place, so a log-in does not
 * sit under the 'Logged out' of the log-out before it.
 */
export const SESSION_TOAST_ID = "session";

/** The element around the Toaster (providers.tsx), which holds the toasts' top offset. */
export const TOAST_REGION_ID = "toast-region";

/**
 * Keeps toasts below the sticky top bar: its height goes into `--top-bar-height` on the toasts' own
 * region, not on <html> (a custom property there makes the browser restyle every element of the page).
 */
export function setToastTopOffset(px: number | null): void {
  const region = document.getElementById(TOAST_REGION_ID);
  if (!region) return;
  if (px === null) region.style.removeProperty("--top-bar-height");
  else if (region.style.getPropertyValue("--top-bar-height") !== `${px}px`) region.style.setProperty("--top-bar-height", `${px}px`);
}
