import { useState } from "react";
import { FolderTreeIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { DOMAIN_TOASTS, type Subcategory } from "@/shared/api/domains";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteSubcategory } from "../api/delete-subcategory";
import { useDomainList } from "../api/list-domains";
import { useSubcategoryList } from "../api/list-subcategories";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { RowActions } from "./row-actions";
import { SubcategoryFormDialog } from "./subcategory-form-dialog";

/** Subcategories (spec 001 §2 Admin Panel). */
export function SubcategoriesCard() {
  const subcategories = useSubcategoryList();
  const domains = useDomainList();
  const remove = useDeleteSubcategory();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Subcategory | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Subcategory | null>(null);
  const domainName = (id: string | null) => (id ? domains.data?.find((d) => d.id === id)?.name ?? "—" : "All domains");

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(DOMAIN_TOASTS.subcategory("deleted")),
      onError: (e) => toast.error(`Failed to delete subcategory: ${e.message}`),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><FolderTreeIcon className="size-5" aria-hidden />Subcategories</CardTitle>
          <CardDescription>Groups of collections within a domain, or in every domain.</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />Add Subcategory</Button>
      </CardHeader>
      <CardContent>
        {subcategories.isPending ? <Spinner label="Loading subcategories" /> : subcategories.isError ? (
          <p className="text-sm text-destructive">Could not load the subcategories: {subcategories.error.message}</p>
        ) : subcategories.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No subcategories yet.</p>
        ) : (
          <ul className="divide-y">
            {subcategories.data.map((s) => (
              <li key={s.id} className="flex items-center gap-3 py-2" data-testid="subcategory-row">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{s.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{domainName(s.domainId)}{s.description ? ` · ${s.description}` : ""}</p>
                </div>
                <span className="text-sm tabular-nums text-muted-foreground" title="Order">#{s.order}</span>
                <RowActions name={s.name} onEdit={() => setDialog({ open: true, editing: s })} onDelete={() => setDeleting(s)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <SubcategoryFormDialog open={dialog.open} editing={dialog.editing} domains={domains.data ?? []} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title="Delete subcategory?"
        description={`${deleting?.name ?? "This subcategory"} will be removed; its collections stay.`}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
