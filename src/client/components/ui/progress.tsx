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
      {/* The rest slid out of view on the side the bar ends: the right in a left-to-right page, the left in the Hebrew interface. */}
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 bg-primary transition-[translate] -translate-x-(--progress-rest) rtl:translate-x-(--progress-rest)", indicatorClassName)}
        style={{ "--progress-rest": `${100 - pct}%`, ...indicatorStyle } as CSSProperties}
      />
    </ProgressPrimitive.Root>
  );
}
