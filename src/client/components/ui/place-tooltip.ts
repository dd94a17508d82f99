export type TooltipSide = "top" | "bottom" | "left" | "right";

interface Rect { left: number; top: number; width: number; height: number }
interface Size { width: number; height: number }

/** The gap between a trigger and its tooltip, and the least distance from the window's edges. */
const GAP = 6;
const EDGE = 8;

const OPPOSITE: Record<TooltipSide, TooltipSide> = { top: "bottom", bottom: "top", left: "right", right: "left" };

/**
 * Where a tooltip of `size` goes beside `trigger` (both in window coordinates): on `side`, else on
 * the opposite side when that side has no room and the other has, centred on the trigger along the
 * other axis and kept `EDGE` px inside the window.
 */
export function placeTooltip(trigger: Rect, size: Size, win: Size, side: TooltipSide): { x: number; y: number; side: TooltipSide } {
  const room: Record<TooltipSide, number> = {
    top: trigger.top - GAP - EDGE,
    bottom: win.height - (trigger.top + trigger.height) - GAP - EDGE,
    left: trigger.left - GAP - EDGE,
    right: win.width - (trigger.left + trigger.width) - GAP - EDGE,
  };
  const needed = side === "top" || side === "bottom" ? size.height : size.width;
  const chosen = room[side] < needed && room[OPPOSITE[side]] >= needed ? OPPOSITE[side] : side;
  const clamp = (v: number, size_: number, limit: number) => Math.max(EDGE, Math.min(v, limit - size_ - EDGE));
  if (chosen === "top" || chosen === "bottom") {
    const y = chosen === "top" ? trigger.top - GAP - size.height : trigger.top + trigger.height + GAP;
    return { x: clamp(trigger.left + trigger.width / 2 - size.width / 2, size.width, win.width), y, side: chosen };
  }
  const x = chosen === "left" ? trigger.left - GAP - size.width : trigger.left + trigger.width + GAP;
  return { x, y: clamp(trigger.top + trigger.height / 2 - size.height / 2, size.height, win.height), side: chosen };
}
