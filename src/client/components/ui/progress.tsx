import type { ComponentProps, CSSProperties } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn";

/** value 0–100. `indicatorClassName` colours the bar (e.g. "bg-success"); `indicatorStyle` for a domain colour. */
export function Progress({
  className, value, indicatorClassName, indicatorStyle, ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string; indicatorStyle?: CSSProperties }) {
  const pct = Math.max(0, Math.min(100, value ?? 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 bg-primary transition-transform", indicatorClassName)}
        style={{ transform: `translateX(-${100 - pct}%)`, ...indicatorStyle }}
      />
    </ProgressPrimitive.Root>
  );
}
