import { useEffect, useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import type { Domain } from "@/shared/api/collections";
import { DomainInputSchema, hslIsValid } from "@/shared/api/domains";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useSaveDomain } from "../api/save-domain";
import { m } from "@/client/lib/i18n";

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
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.admin_domain_save_failed({ message })));
    save.mutate({ id: editing?.id, values: input }, {
      onSuccess: () => { toast.success(editing ? m.admin_domain_updated() : m.admin_domain_created()); onOpenChange(false); },
      onError: (err) => toast.error(m.admin_domain_save_failed({ message: err.message })),
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? m.admin_domain_edit() : m.admin_domain_add()} description={m.admin_domain_form_description()}
      onSubmit={onSubmit} busy={save.isPending} submitLabel={editing ? m.admin_save() : m.admin_create()}>
      <div className="grid gap-2">
        <Label htmlFor="domain-name">{m.admin_name()}</Label>
        <Input id="domain-name" required maxLength={100} value={values.name} onChange={set("name")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="domain-slug">{m.admin_slug()}</Label>
        <Input id="domain-slug" required maxLength={60} value={values.slug} onChange={set("slug")} aria-describedby="domain-slug-hint" />
        <p id="domain-slug-hint" className="text-sm text-muted-foreground">{m.admin_slug_hint()}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="domain-description">{m.admin_description_label()}</Label>
        <Input id="domain-description" maxLength={500} value={values.description} onChange={set("description")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="domain-color">{m.admin_colour_hsl()}</Label>
          <div className="flex items-center gap-2">
            <span aria-hidden className="size-9 shrink-0 rounded-md border" style={hslIsValid(values.color) ? { backgroundColor: `hsl(${values.color})` } : undefined} />
            <Input id="domain-color" required placeholder="217 91% 55%" value={values.color} onChange={set("color")} />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="domain-order">{m.admin_order()}</Label>
          <Input id="domain-order" type="number" step={1} value={values.order} onChange={set("order")} />
        </div>
      </div>
    </FormDialog>
  );
}
