import type { ElementType, ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/** Hebrew/Aramaic always sits in its own isolated right-to-left element, so mixed lines never reorder. */
export function HebrewText({ as: Comp = "span", className, children }: { as?: ElementType; className?: string; children: ReactNode }) {
  return (
    <Comp dir="rtl" lang="he" className={cn("hebrew", className)}>
      {children}
    </Comp>
  );
}
