import { useEffect } from "react";

/**
 * After a client-side navigation to `/page#section`, scrolls the section into view once the page
 * (a lazy chunk, then its data) has rendered it: looked for on each frame for up to 5 s.
 */
export function useScrollToHash(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const until = performance.now() + 5_000;
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: "start" });
      else if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
