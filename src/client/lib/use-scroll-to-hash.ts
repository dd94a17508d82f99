import { useEffect } from "react";

/** How long a found section is kept in view while the page above it is still loading. */
const SETTLE_MS = 3_000;
/** Frames in a row with the section where it was scrolled to, after which the page counts as settled. */
const STILL_FRAMES = 20;

/**
 * After a client-side navigation to `/page#section`, scrolls the section into view once the page
 * (a lazy chunk, then its data) has rendered it: looked for on each frame for up to 5 s. The
 * section may appear before the sections above it have their data, which then push it down: it is
 * kept in view until it stays put for STILL_FRAMES frames (at most SETTLE_MS), unless the learner
 * scrolls, taps or types first.
 */
export function useScrollToHash(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const until = performance.now() + 5_000;
    let frame = 0;
    let settleUntil = 0;
    let still = 0;
    let top: number | null = null;
    const stop = () => cancelAnimationFrame(frame);
    const interrupts = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    const onInterrupt = () => {
      stop();
      for (const type of interrupts) window.removeEventListener(type, onInterrupt);
    };
    for (const type of interrupts) window.addEventListener(type, onInterrupt, { passive: true });
    const look = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (performance.now() < until) frame = requestAnimationFrame(look);
        return;
      }
      if (top === null) {
        target.scrollIntoView({ block: "start" });
        top = target.getBoundingClientRect().top;
        settleUntil = performance.now() + SETTLE_MS;
      } else if (Math.abs(target.getBoundingClientRect().top - top) > 1) {
        target.scrollIntoView({ block: "start" });
        top = target.getBoundingClientRect().top;
        still = 0;
      } else {
        still++;
      }
      if (still < STILL_FRAMES && performance.now() < settleUntil) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return onInterrupt;
  }, [hash]);
}
