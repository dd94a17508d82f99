import type { FormEvent, ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { m } from "@/client/lib/i18n";

/** A dialog around a form: title, description, the fields, then Cancel and the submit button (busy while saving). */
export function FormDialog({ open, onOpenChange, title, description, onSubmit, busy, submitLabel, children }: {
  open: boolean; onOpenChange(open: boolean): void; title: string; description: ReactNode;
  onSubmit(e: FormEvent): void; busy: boolean; submitLabel: string; children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{m.common_cancel()}</Button>
            <Button type="submit" disabled={busy}>{busy && <Spinner className="size-4" label={m.common_saving_label()} />}{submitLabel}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
