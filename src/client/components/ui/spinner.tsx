import type { ComponentProps } from "react";
import { Loader2Icon } from "lucide-react";
import { cn } from "@/client/lib/cn";

/** An accessible loading indicator (role="status"); `label` is read by screen readers. */
export function Spinner({ className, label = "Loading", ...props }: ComponentProps<"svg"> & { label?: string }) {
  return <Loader2Icon role="status" aria-label={label} className={cn("size-5 animate-spin text-muted-foreground", className)} {...props} />;
}
