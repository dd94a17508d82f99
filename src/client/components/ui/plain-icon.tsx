import type { LucideIconNode } from "lucide-react";
import { createElement, type ReactElement } from "react";

/** A lucide icon as data: its name, its elements and the other names it is known by (lucide-react's own, as its icon files write them). */
export interface PlainIconData {
  name: string;
  node: LucideIconNode[];
  aliases?: string[];
}

/** A decorative icon (aria-hidden) of the given class. */
export type PlainIcon = (props: { className?: string }) => ReactElement;

/**
 * A lucide icon drawn as plain SVG elements: the same markup as lucide-react's component with
 * `aria-hidden` (plain-icon.test.tsx compares them), for the icons drawn on every row of the
 * Study table. lucide-react 1.x builds an icon's attributes anew at each render (its classes
 * merged through a Set, its attributes by a reduce and spreads): ~8× what its elements cost to
 * render, and with four icons a row, a quarter of a collection page's render on the server (64 of
 * its first screen's 86 icons). Here they are written as they are.
 */
export function plainIcon(data: PlainIconData): PlainIcon {
  const iconClass = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((a) => `lucide-${a}`)].join(" ");
  // The same elements for every icon drawn (elements never change; each has its key, as lucide-react's).
  const children = data.node.map(([tag, attrs]) => createElement(tag, attrs));
  return function PlainIcon({ className }) {
    return createElement("svg", { ...SVG_ATTRIBUTES, className: className ? `${iconClass} ${className}` : iconClass, "aria-hidden": "true" }, children);
  };
}

/** lucide-react's attributes of every icon, in its order. */
const SVG_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg", width: 24, height: 24, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor",
  strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round",
} as const;
