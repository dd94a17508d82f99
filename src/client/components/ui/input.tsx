import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { useHydrating } from "@/client/lib/use-hydrating";

/** A text field; read-only until the app has taken over the server's first screen (what was typed before would be lost). */
export function Input({ className, type = "text", readOnly, ...props }: ComponentProps<"input">) {
  const hydrating = useHydrating();
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs transition-colors",
        "placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium",
        "outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30",
        className,
      )}
      {...props}
      readOnly={readOnly || hydrating || undefined}
    />
  );
}
