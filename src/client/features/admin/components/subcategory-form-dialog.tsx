import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { Domain } from "@/shared/api/collections";
import { DOMAIN_TOASTS, SubcategoryInputSchema, type Subcategory } from "@/shared/api/domains";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { useSaveSubcategory } from "../api/save-subcategory";

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
    if (!parsed.success) return void toast.error(`Failed to save subcategory: ${parsed.error.issues[0]?.message}`);
    save.mutate({ id: editing?.id, values: input }, {
      onSuccess: () => { toast.success(DOMAIN_TOASTS.subcategory(editing ? "updated" : "created")); onOpenChange(false); },
      onError: (err) => toast.error(`Failed to save subcategory: ${err.message}`),
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? "Edit Subcategory" : "Add Subcategory"} description="Subcategories group the collections of a domain, or of every domain."
      onSubmit={onSubmit} busy={save.isPending} submitLabel={editing ? "Save" : "Create"}>
      <div className="grid gap-2">
        <Label htmlFor="subcategory-name">Name</Label>
        <Input id="subcategory-name" required maxLength={100} value={values.name} onChange={set("name")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="subcategory-description">Description</Label>
        <Input id="subcategory-description" maxLength={500} value={values.description} onChange={set("description")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="subcategory-domain">Domain</Label>
          <Select value={values.domainId} onValueChange={(domainId) => setValues((v) => ({ ...v, domainId }))}>
            <SelectTrigger id="subcategory-domain"><SelectValue /></SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All domains</SelectItem>
              {domains.map((d) => <SelectItem key={d.id} value={d.id}>{d.name}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="subcategory-order">Order</Label>
          <Input id="subcategory-order" type="number" step={1} value={values.order} onChange={set("order")} />
        </div>
      </div>
    </FormDialog>
  );
}
