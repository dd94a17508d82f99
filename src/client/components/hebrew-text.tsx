import type { ElementType, HTMLAttributes, ReactNode } from "react";
import { cn } from "@/client/lib/cn";

/** Hebrew/Aramaic always sits in its own isolated right-to-left element, so mixed lines never reorder. */
export function HebrewText({ as: Comp = "span", className, children, ...rest }: { as?: ElementType; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, "dir" | "lang" | "className" | "children">) {
  return (
    <Comp {...rest} dir="rtl" lang="he" className={cn("hebrew", className)}>
      {children}
    </Comp>
  );
}
