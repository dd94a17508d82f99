import { ChevronDownIcon } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { useChoiceBeforeHydration } from "@/client/lib/use-choice-before-hydration";

/**
 * A native select drawn like the app's select trigger: the phone's own picker and no component per
 * option. For long lists on a first screen (a book's chapters, a tractate's pages): Radix's Select
 * renders every item even while closed (to name the chosen one) and sets state inside React's first
 * commit, which made the page render again in that task. `className` sizes the box. A choice
 * made from the keyboard before the app took over the page reaches `onChange` once it has.
 */
export function NativeSelect({ className, size = "default", children, ...props }: Omit<ComponentProps<"select">, "size" | "ref"> & { size?: "sm" | "default" }) {
  const ref = useRef<HTMLSelectElement>(null);
  useChoiceBeforeHydration(ref);
  return (
    <div className={cn("relative", className)}>
      <select
        ref={ref}
        className={cn(
          "w-full cursor-pointer appearance-none truncate rounded-md border border-input bg-background ps-3 pe-8 text-sm shadow-xs",
          "outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50",
          size === "sm" ? "h-8" : "h-9",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />
    </div>
  );
}
