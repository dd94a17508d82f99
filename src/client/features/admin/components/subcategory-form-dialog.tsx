import { useEffect, useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import type { Domain } from "@/shared/api/collections";
import { SubcategoryInputSchema, type Subcategory } from "@/shared/api/domains";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { useSaveSubcategory } from "../api/save-subcategory";
import { m } from "@/client/lib/i18n";

const ALL = "all";
const EMPTY = { name: "", description: "", domainId: ALL, order: "0" };

/** Create or edit a subcategory: name required; in one domain or in all of them. */
export function SubcategoryFormDialog({ open, onOpenChange, editing, domains }: {
  open: boolean; onOpenChange(open: boolean): void; editing: Subcategory | null; domains: Domain[];
}) {
  const [values, setValues] = useState(EMPTY);
  const save = useSaveSubcategory();
  useEffect(() => {
    if (!open) return;
    setValues(editing ? { name: editing.name, description: editing.description ?? "", domainId: editing.domainId ?? ALL, order: String(editing.order) } : EMPTY);
  }, [open, editing]);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { name: values.name, description: values.description, domainId: values.domainId === ALL ? null : values.domainId, order: Number(values.order || 0) };
    const parsed = SubcategoryInputSchema.safeParse(input);
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.admin_subcategory_save_failed({ message })));
    save.mutate({ id: editing?.id, values: input }, {
      onSuccess: () => { toast.success(editing ? m.admin_subcategory_updated() : m.admin_subcategory_created()); onOpenChange(false); },
      onError: (err) => toast.error(m.admin_subcategory_save_failed({ message: err.message })),
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? m.admin_subcategory_edit() : m.admin_subcategory_add()} description={m.admin_subcategory_form_description()}
      onSubmit={onSubmit} busy={save.isPending} submitLabel={editing ? m.admin_save() : m.admin_create()}>
      <div className="grid gap-2">
        <Label htmlFor="subcategory-name">{m.admin_name()}</Label>
        <Input id="subcategory-name" required maxLength={100} value={values.name} onChange={set("name")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="subcategory-description">{m.admin_description_label()}</Label>
        <Input id="subcategory-description" maxLength={500} value={values.description} onChange={set("description")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="subcategory-domain">{m.admin_domain()}</Label>
          <Select value={values.domainId} onValueChange={(domainId) => setValues((v) => ({ ...v, domainId }))}>
            <SelectTrigger id="subcategory-domain"><SelectValue /></SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{m.admin_all_domains()}</SelectItem>
              {domains.map((d) => <SelectItem key={d.id} value={d.id}>{d.name}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="subcategory-order">{m.admin_order()}</Label>
          <Input id="subcategory-order" type="number" step={1} value={values.order} onChange={set("order")} />
        </div>
      </div>
    </FormDialog>
  );
}
