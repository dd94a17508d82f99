import { useState } from "react";
import { LibraryIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { AdminCollection } from "@/shared/api/admin-collections";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteCollection } from "../api/delete-collection";
import { useCollectionList } from "../api/list-collections";
import { useDomainList } from "../api/list-domains";
import { useSubcategoryList } from "../api/list-subcategories";
import { CollectionFormDialog } from "./collection-form-dialog";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { RowActions } from "./row-actions";
import { m } from "@/client/lib/i18n";


/** Collections Management (Admin Panel): the shared word lists of every domain. */
export function CollectionsCard() {
  const list = useCollectionList();
  const domains = useDomainList();
  const subcategories = useSubcategoryList();
  const remove = useDeleteCollection();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminCollection | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<AdminCollection | null>(null);
  const domainName = (slug: string) => domains.data?.find((d) => d.slug === slug)?.name ?? slug;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(m.admin_collection_deleted()),
      onError: (e) => toast.error(m.admin_collection_delete_failed({ message: e.message })),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><LibraryIcon className="size-5" aria-hidden />{m.admin_collections_title()}</CardTitle>
          <CardDescription>{m.admin_collections_description()}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />{m.admin_collection_add()}</Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? <Spinner label={m.admin_loading_collections()} /> : list.isError ? (
          <p className="text-sm text-destructive">{m.admin_collections_load_failed({ message: list.error.message })}</p>
        ) : (
          <ul className="max-h-[32rem] divide-y overflow-y-auto pe-1">
            {list.data.map((c) => (
              <li key={c.id} className="flex items-center gap-3 py-2" data-testid="collection-row">
                <div className="min-w-0 flex-1">
                  <Link to={`/${c.domain}/${c.slug}`} className="break-words font-medium hover:underline">{c.name}</Link>
                  <p className="break-words text-sm text-muted-foreground sm:truncate">
                    {m.admin_word_count({ count: c.wordCount })} · {domainName(c.domain)}{c.subcategory ? ` · ${c.subcategory}` : ""} · /{c.slug}
                  </p>
                </div>
                <span className="text-sm tabular-nums text-muted-foreground" title={m.admin_order()}>#{c.order}</span>
                <RowActions name={c.name} onEdit={() => setDialog({ open: true, editing: c })} onDelete={() => setDeleting(c)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CollectionFormDialog open={dialog.open} editing={dialog.editing} domains={domains.data ?? []} subcategories={subcategories.data ?? []}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={m.admin_collection_delete_title()}
        description={m.admin_collection_delete_description({ name: deleting?.name ?? m.admin_this_collection(), words: m.admin_word_count({ count: deleting?.wordCount ?? 0 }) })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
