import { useEffect, useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import { CollectionInputSchema, type AdminCollection } from "@/shared/api/admin-collections";
import type { Domain } from "@/shared/api/collections";
import type { Subcategory } from "@/shared/api/domains";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { toSlug } from "@/shared/texts/built-in-collections";
import { useSaveCollection } from "../api/save-collection";
import { m } from "@/client/lib/i18n";

const NONE = "none";
const EMPTY = { domain: "", name: "", slug: "", description: "", subcategory: NONE, order: "0" };

/**
 * Create or edit a shared collection: name, slug (lowercase with hyphens) and domain
 * required; the subcategory choices are those with no domain or of the chosen domain.
 */
export function CollectionFormDialog({ open, onOpenChange, editing, domains, subcategories }: {
  open: boolean; onOpenChange(open: boolean): void; editing: AdminCollection | null; domains: Domain[]; subcategories: Subcategory[];
}) {
  const [values, setValues] = useState(EMPTY);
  const save = useSaveCollection();
  useEffect(() => {
    if (!open) return;
    setValues(editing
      ? { domain: editing.domain, name: editing.name, slug: editing.slug, description: editing.description ?? "", subcategory: editing.subcategory ?? NONE, order: String(editing.order) }
      : { ...EMPTY, domain: domains[0]?.slug ?? "" });
  }, [open, editing, domains]);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  // A new collection's slug follows its name ("Grade 5 Words" → grade-5-words) until the administrator writes one.
  const [slugTyped, setSlugTyped] = useState(false);
  useEffect(() => { if (open) setSlugTyped(false); }, [open]);
  const setName = (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, name: e.target.value, slug: editing || slugTyped ? v.slug : toSlug(e.target.value) }));
  const setSlug = (e: { target: { value: string } }) => {
    setSlugTyped(true);
    set("slug")(e);
  };
  const domainId = domains.find((d) => d.slug === values.domain)?.id;
  const choices = [...new Set(subcategories.filter((s) => s.domainId === null || s.domainId === domainId).map((s) => s.name))];

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, subcategory: values.subcategory === NONE ? null : values.subcategory, order: Number(values.order || 0) };
    const parsed = CollectionInputSchema.safeParse(input);
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.admin_collection_save_failed({ message })));
    save.mutate({ id: editing?.id, values: input }, {
      onSuccess: () => { toast.success(editing ? m.admin_collection_updated() : m.admin_collection_created()); onOpenChange(false); },
      onError: (err) => toast.error(m.admin_collection_save_failed({ message: err.message })),
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? m.admin_collection_edit() : m.admin_collection_add()} description={m.admin_collection_form_description()}
      onSubmit={onSubmit} busy={save.isPending} submitLabel={editing ? m.admin_save() : m.admin_create()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="collection-name">{m.admin_name()}</Label>
          <Input id="collection-name" required maxLength={200} value={values.name} onChange={setName} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="collection-slug">{m.admin_slug()}</Label>
          <Input id="collection-slug" required maxLength={100} value={values.slug} onChange={setSlug} aria-describedby="collection-slug-hint" />
          <p id="collection-slug-hint" className="text-sm text-muted-foreground">{m.admin_slug_hint()}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="collection-description">{m.admin_description_label()}</Label>
        <Input id="collection-description" maxLength={1000} value={values.description} onChange={set("description")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="collection-domain">{m.admin_domain()}</Label>
          <Select value={values.domain} onValueChange={(domain) => setValues((v) => ({ ...v, domain, subcategory: NONE }))}>
            <SelectTrigger id="collection-domain"><SelectValue placeholder={m.admin_choose_domain()} /></SelectTrigger>
            <SelectContent>{domains.map((d) => <SelectItem key={d.id} value={d.slug}>{d.name}</SelectItem>)}</SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="collection-subcategory">{m.admin_subcategory()}</Label>
          <Select value={values.subcategory} onValueChange={(subcategory) => setValues((v) => ({ ...v, subcategory }))}>
            <SelectTrigger id="collection-subcategory"><SelectValue /></SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{m.admin_none()}</SelectItem>
              {choices.map((name) => <SelectItem key={name} value={name}>{name}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="collection-order">{m.admin_order()}</Label>
          <Input id="collection-order" type="number" step={1} value={values.order} onChange={set("order")} />
        </div>
      </div>
    </FormDialog>
  );
}
