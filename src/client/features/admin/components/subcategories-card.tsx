import { useState } from "react";
import { FolderTreeIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";
import type { Subcategory } from "@/shared/api/domains";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteSubcategory } from "../api/delete-subcategory";
import { useDomainList } from "../api/list-domains";
import { useSubcategoryList } from "../api/list-subcategories";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { RowActions } from "./row-actions";
import { SubcategoryFormDialog } from "./subcategory-form-dialog";
import { m } from "@/client/lib/i18n";

/** Subcategories (Admin Panel): names grouping collections, in one domain or in all. */
export function SubcategoriesCard() {
  const subcategories = useSubcategoryList();
  const domains = useDomainList();
  const remove = useDeleteSubcategory();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Subcategory | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Subcategory | null>(null);
  const domainName = (id: string | null) => (id ? domains.data?.find((d) => d.id === id)?.name ?? "—" : m.admin_all_domains());

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(m.admin_subcategory_deleted()),
      onError: (e) => toast.error(m.admin_subcategory_delete_failed({ message: e.message })),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><FolderTreeIcon className="size-5" aria-hidden />{m.admin_subcategories_title()}</CardTitle>
          <CardDescription>{m.admin_subcategories_description()}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />{m.admin_subcategory_add()}</Button>
      </CardHeader>
      <CardContent>
        {subcategories.isPending ? <Spinner label={m.admin_loading_subcategories()} /> : subcategories.isError ? (
          <p className="text-sm text-destructive">{m.admin_subcategories_load_failed({ message: subcategories.error.message })}</p>
        ) : subcategories.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.admin_subcategories_empty()}</p>
        ) : (
          <ul className="divide-y">
            {subcategories.data.map((s) => (
              <li key={s.id} className="flex items-center gap-3 py-2" data-testid="subcategory-row">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{s.name}</p>
                  <p className="break-words text-sm text-muted-foreground sm:truncate">{domainName(s.domainId)}{s.description ? ` · ${s.description}` : ""}</p>
                </div>
                <span className="text-sm tabular-nums text-muted-foreground" title={m.admin_order()}>#{s.order}</span>
                <RowActions name={s.name} onEdit={() => setDialog({ open: true, editing: s })} onDelete={() => setDeleting(s)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <SubcategoryFormDialog open={dialog.open} editing={dialog.editing} domains={domains.data ?? []} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={m.admin_subcategory_delete_title()}
        description={m.admin_subcategory_delete_description({ name: deleting?.name ?? m.admin_this_subcategory() })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
