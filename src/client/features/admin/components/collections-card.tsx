import { useState } from "react";
import { LibraryIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { COLLECTION_TOASTS, type AdminCollection } from "@/shared/api/admin-collections";
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

const plural = (n: number) => `${n.toLocaleString()} ${n === 1 ? "word" : "words"}`;

/** Collections Management (spec 001 §2 Admin Panel): the shared word lists of every domain. */
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
      onSuccess: () => toast.success(COLLECTION_TOASTS.saved("deleted")),
      onError: (e) => toast.error(`Failed to delete collection: ${e.message}`),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><LibraryIcon className="size-5" aria-hidden />Collections Management</CardTitle>
          <CardDescription>The shared word lists of every domain.</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />Add Collection</Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? <Spinner label="Loading collections" /> : list.isError ? (
          <p className="text-sm text-destructive">Could not load the collections: {list.error.message}</p>
        ) : (
          <ul className="max-h-[32rem] divide-y overflow-y-auto pe-1">
            {list.data.map((c) => (
              <li key={c.id} className="flex items-center gap-3 py-2" data-testid="collection-row">
                <div className="min-w-0 flex-1">
                  <Link to={`/${c.domain}/${c.slug}`} className="font-medium hover:underline">{c.name}</Link>
                  <p className="truncate text-sm text-muted-foreground">
                    {plural(c.wordCount)} · {domainName(c.domain)}{c.subcategory ? ` · ${c.subcategory}` : ""} · /{c.slug}
                  </p>
                </div>
                <span className="text-sm tabular-nums text-muted-foreground" title="Order">#{c.order}</span>
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
        title="Delete collection?"
        description={`Deleting ${deleting?.name ?? "this collection"} will also delete all associated words (${plural(deleting?.wordCount ?? 0)}) and every learner's progress on them. This action cannot be undone.`}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
