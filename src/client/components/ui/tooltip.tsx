import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { Slot } from "radix-ui";
import { placeTooltip, type TooltipSide } from "./place-tooltip";

/** How long a pointer rests on a trigger before its tooltip shows. */
const DELAY_MS = 300;
/** A tooltip opened within this long of another closing shows at once (moving along the top bar). */
const SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

/**
 * A tooltip on one focusable child (a Button, a Link, a span around a disabled button): shown after
 * the pointer rests on it, or at once when it gets keyboard focus; hidden on leave, blur, a press or
 * Escape. While shown the child is described by it (`aria-describedby`); the child keeps its own
 * accessible name.
 *
 * Our own and small, in place of Radix's Tooltip: nothing of it renders until it shows. Radix's
 * mounted a Popper and a Presence per trigger whose state updates in React's commit made React run
 * a page's effects and render again inside its first commit (the top bar has several tooltips).
 */
export function WithTooltip({ label, children, side = "top" }: { label: ReactNode; children: ReactNode; side?: TooltipSide }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const triggerRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0 || Date.now() - lastClosedAt < SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, hide]);

  return (
    <>
      <Slot.Root
        ref={triggerRef}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(e) => {
          if (e.pointerType === "mouse") show(DELAY_MS);
        }}
        onPointerLeave={hide}
        onPointerDown={hide}
        onFocus={(e: FocusEvent<HTMLElement>) => {
          // Keyboard focus only: a click focuses too, and then the tooltip would cover what it opened.
          if (e.currentTarget.matches(":focus-visible")) show(0);
        }}
        onBlur={hide}
      >
        {children}
      </Slot.Root>
      {open && <TooltipBubble id={id} trigger={triggerRef} side={side}>{label}</TooltipBubble>}
    </>
  );
}

/** The shown tooltip: in a portal on <body>, placed beside its trigger before the browser paints it. */
function TooltipBubble({ id, trigger, side, children }: { id: string; trigger: RefObject<HTMLElement | null>; side: TooltipSide; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const anchor = trigger.current;
    if (!el || !anchor) return;
    const at = placeTooltip(anchor.getBoundingClientRect(), { width: el.offsetWidth, height: el.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, side);
    el.style.transform = `translate(${Math.round(at.x)}px, ${Math.round(at.y)}px)`;
    el.style.visibility = "visible";
  }, [trigger, side]);
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      data-slot="tooltip-content"
      style={{ visibility: "hidden" }}
      className="pointer-events-none fixed left-0 top-0 z-50 w-fit max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
    >
      {children}
    </div>,
    document.body,
  );
}
