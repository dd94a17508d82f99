import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

/**
 * An on/off switch: a button with role "switch" and `aria-checked` (WAI-ARIA's switch pattern;
 * Space and Enter press it, a <label for> names it). Our own rather than Radix's, whose root kept
 * its button in state through a ref callback: an update inside React's commit on the collection
 * page's first render. Not a form field (none of ours is submitted as a form).
 */
export function Switch({ className, checked, onCheckedChange, onClick, ...props }: Omit<ComponentProps<"button">, "role" | "type"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        "peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors",
        "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
        className,
      )}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5 rtl:data-[state=checked]:-translate-x-4 rtl:data-[state=unchecked]:-translate-x-0.5"
      />
    </button>
  );
}
