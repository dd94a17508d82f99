import { BookOpenIcon, CircleCheckIcon, CircleXIcon, Volume2Icon, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlainIcon } from "./plain-icon";
import { BookOpenPlainIcon, CircleCheckPlainIcon, CircleXPlainIcon, Volume2PlainIcon } from "./plain-icons";

const pairs: [string, PlainIcon, LucideIcon][] = [
  ["circle-check", CircleCheckPlainIcon, CircleCheckIcon],
  ["book-open", BookOpenPlainIcon, BookOpenIcon],
  ["circle-x", CircleXPlainIcon, CircleXIcon],
  ["volume-2", Volume2PlainIcon, Volume2Icon],
];

describe("plain icons", () => {
  it.each(pairs)("draw %s as lucide-react draws it, decorative, with or without a class", (_, Plain, Lucide) => {
    for (const className of ["size-[18px]", undefined]) {
      const plain = renderToStaticMarkup(createElement(Plain, { className }));
      expect(plain).toBe(renderToStaticMarkup(createElement(Lucide, { className, "aria-hidden": true })));
      expect(plain).toContain('aria-hidden="true"');
    }
  });
});
