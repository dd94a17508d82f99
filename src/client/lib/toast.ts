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
