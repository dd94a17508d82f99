import { useEffect, useRef, type ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

/**
 * A native range input: role "slider", arrow keys, Home/End, Page Up/Down and touch come from the
 * browser, and mounting it reads no layout (Radix's slider measured each thumb with offsetWidth in
 * React's commit: on the reader that laid out the whole chapter before its first frame).
 * `onValueChange` follows the thumb; `onValueCommit` fires when it is let go (the native `change`).
 */
export function Slider({ className, value, onValueChange, onValueCommit, ...props }: Omit<ComponentProps<"input">, "type" | "value" | "onChange"> & {
  value: number;
  onValueChange: (n: number) => void;
  onValueCommit?: (n: number) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input || !onValueCommit) return;
    const onCommit = () => onValueCommit(input.valueAsNumber);
    input.addEventListener("change", onCommit);
    return () => input.removeEventListener("change", onCommit);
  }, [onValueCommit]);
  return (
    <input
      ref={ref}
      type="range"
      data-slot="slider"
      value={value}
      onChange={(e) => onValueChange(e.currentTarget.valueAsNumber)}
      className={cn("h-4 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50", className)}
      {...props}
    />
  );
}
