import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Domain } from "@/shared/api/collections";
import { DOMAIN_TOASTS, DomainInputSchema, hslIsValid, SLUG_HINT } from "@/shared/api/domains";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useSaveDomain } from "../api/save-domain";

const EMPTY = { name: "", slug: "", description: "", color: "217 91% 55%", order: "0" };

/** Create or edit a domain: name and slug required (slug hint 'lowercase with hyphens'), colour as HSL. */
export function DomainFormDialog({ open, onOpenChange, editing }: { open: boolean; onOpenChange(open: boolean): void; editing: Domain | null }) {
  const [values, setValues] = useState(EMPTY);
  const save = useSaveDomain();
  useEffect(() => {
    if (!open) return;
    setValues(editing ? { name: editing.name, slug: editing.slug, description: editing.description ?? "", color: editing.color, order: String(editing.order) } : EMPTY);
  }, [open, editing]);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, order: Number(values.order || 0) };
    const parsed = DomainInputSchema.safeParse(input);
    if (!parsed.success) return void toast.error(`Failed to save domain: ${parsed.error.issues[0]?.message}`);
    save.mutate({ id: editing?.id, values: input }, {
      onSuccess: () => { toast.success(DOMAIN_TOASTS.domain(editing ? "updated" : "created")); onOpenChange(false); },
      onError: (err) => toast.error(`Failed to save domain: ${err.message}`),
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? "Edit Domain" : "Add Domain"} description="A domain is a tab of the app, with its own collections."
      onSubmit={onSubmit} busy={save.isPending} submitLabel={editing ? "Save" : "Create"}>
      <div className="grid gap-2">
        <Label htmlFor="domain-name">Name</Label>
        <Input id="domain-name" required maxLength={100} value={values.name} onChange={set("name")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="domain-slug">Slug</Label>
        <Input id="domain-slug" required maxLength={60} value={values.slug} onChange={set("slug")} aria-describedby="domain-slug-hint" />
        <p id="domain-slug-hint" className="text-sm text-muted-foreground">{SLUG_HINT}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="domain-description">Description</Label>
        <Input id="domain-description" maxLength={500} value={values.description} onChange={set("description")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="domain-color">Colour (HSL)</Label>
          <div className="flex items-center gap-2">
            <span aria-hidden className="size-9 shrink-0 rounded-md border" style={hslIsValid(values.color) ? { backgroundColor: `hsl(${values.color})` } : undefined} />
            <Input id="domain-color" required placeholder="217 91% 55%" value={values.color} onChange={set("color")} />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="domain-order">Order</Label>
          <Input id="domain-order" type="number" step={1} value={values.order} onChange={set("order")} />
        </div>
      </div>
    </FormDialog>
  );
}
