/**
 * A tap on the server's first screen before the app has taken it over. The shield over the page
 * (styles.css, #milim-shield) takes taps until hydration, since the elements under it have no
 * handlers yet; this keeps the last one and gives it, once the page is hydrated, to the control
 * that was under the finger: the learner's first tap on the account menu, a word or a button
 * does what it says instead of nothing. No React here: main.tsx installs it before the app loads.
 * A tap once the shield is gone is React's (it hydrates the tapped part at once: app/lazy-page.ts),
 * and the one kept before it is dropped, so that the two do not undo each other.
 */

/** What a tap can act on: the closest of these around the element under it. */
const CONTROL = "a[href], button, input, select, textarea, summary, label, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], [role=menuitem], [role=option], [tabindex]";

interface Tap {
  control: HTMLElement;
  pointerType: string;
}

export interface EarlyTaps {
  /** Stops keeping taps and gives the last one kept (if its control is still in the page and enabled) to its control. */
  replay(): void;
}

/** Keeps the last tap on `shield` (the control under it, found through the shield). */
export function keepEarlyTaps(shield: HTMLElement): EarlyTaps {
  let last: Tap | undefined;
  let pointerType = "mouse";
  const onPointerDown = (e: PointerEvent) => { pointerType = e.pointerType || "mouse"; };
  const onClick = (e: MouseEvent) => {
    const under = document.elementsFromPoint(e.clientX, e.clientY).find((el) => el !== shield);
    const control = under?.closest<HTMLElement>(CONTROL);
    last = control ? { control, pointerType } : undefined;
  };
  // A tap on the page itself (the shield gone: React has started hydrating it, and handles that tap)
  // is the learner's newer one: the kept tap is not given after it. Given, it undid it: the menu the
  // second tap opened was closed by the first's replay.
  const onLiveTap = (e: PointerEvent) => {
    if (e.target !== shield) last = undefined;
  };
  shield.addEventListener("pointerdown", onPointerDown);
  shield.addEventListener("click", onClick);
  window.addEventListener("pointerdown", onLiveTap, true);
  // Said on the shield: a tap from now on is kept (one before the entry module ran is not).
  shield.dataset.taps = "kept";
  return {
    replay() {
      shield.removeEventListener("pointerdown", onPointerDown);
      shield.removeEventListener("click", onClick);
      window.removeEventListener("pointerdown", onLiveTap, true);
      const tap = last;
      last = undefined;
      if (tap) giveTap(tap);
    },
  };
}

/** The tap's events, in a real tap's order, on its control (React listens at the root, so they reach its handlers). */
function giveTap({ control, pointerType }: Tap): void {
  if (!control.isConnected || control.matches(":disabled, [aria-disabled=true]")) return;
  if (control.matches("input, select, textarea")) {
    control.focus();
    if (!control.matches("input[type=checkbox], input[type=radio]")) return;
  }
  const box = control.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = { ...at, pointerType, isPrimary: true, pointerId: 1 };
  control.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, buttons: 1 }));
  control.dispatchEvent(new MouseEvent("mousedown", { ...at, buttons: 1 }));
  control.dispatchEvent(new PointerEvent("pointerup", pointer));
  control.dispatchEvent(new MouseEvent("mouseup", at));
  control.dispatchEvent(new MouseEvent("click", at));
}
