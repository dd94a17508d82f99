import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "@/client/components/ui/button";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { cn } from "@/client/lib/cn";

/** An icon-only link in the top bar: aria-label and tooltip from `label`, highlighted on its page. */
export function IconLink({ to, label, children, className }: { to: string; label: string; children: ReactNode; className?: string }) {
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="icon" asChild className={cn("text-muted-foreground hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-foreground", className)}>
        <NavLink to={to} aria-label={label}>
          {children}
        </NavLink>
      </Button>
    </WithTooltip>
  );
}
