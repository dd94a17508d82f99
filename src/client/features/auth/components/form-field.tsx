import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { cn } from "@/client/lib/cn";

/**
 * An address reads left to right in every interface: in the Hebrew one, typing "name@example." put
 * the dot at the field's far end. It stays aligned with its label (rtl:text-right).
 */
const EMAIL_DIRECTION = { dir: "ltr" } as const;

/** A labelled input; `hint` is linked to the input for screen readers. */
export function FormField({ id, label, hint, labelAside, ...input }: ComponentProps<typeof Input> & {
  id: string;
  label: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} name={id} aria-describedby={hintId} {...(input.type === "email" ? EMAIL_DIRECTION : {})} {...input} className={cn(input.type === "email" && "rtl:text-right", input.className)} />
      {hint ? <p id={hintId} className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
