import { useState } from "react";
import { LayersIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";
import type { Domain } from "@/shared/api/collections";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteDomain } from "../api/delete-domain";
import { useDomainList } from "../api/list-domains";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DomainFormDialog } from "./domain-form-dialog";
import { RowActions } from "./row-actions";
import { m } from "@/client/lib/i18n";

/** Domains (Admin Panel): the tabs of the app, their colours and order. */
export function DomainsCard() {
  const domains = useDomainList();
  const remove = useDeleteDomain();
  const [dialog, setDialog] = useState<{ open: boolean; editing: Domain | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Domain | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(m.admin_domain_deleted()),
      onError: (e) => toast.error(m.admin_domain_delete_failed({ message: e.message })),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><LayersIcon className="size-5" aria-hidden />{m.admin_domains_title()}</CardTitle>
          <CardDescription>{m.admin_domains_description()}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />{m.admin_domain_add()}</Button>
      </CardHeader>
      <CardContent>
        {domains.isPending ? <Spinner label={m.admin_loading_domains()} /> : domains.isError ? (
          <p className="text-sm text-destructive">{m.admin_domains_load_failed({ message: domains.error.message })}</p>
        ) : (
          <ul className="divide-y">
            {domains.data.map((d) => (
              <li key={d.id} className="flex items-center gap-3 py-2" data-testid="domain-row">
                <span aria-hidden className="size-4 shrink-0 rounded-full" style={{ backgroundColor: `hsl(${d.color})` }} />
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{d.name} <span className="font-normal text-muted-foreground">/{d.slug}</span></p>
                  {d.description && <p className="break-words text-sm text-muted-foreground sm:truncate">{d.description}</p>}
                </div>
                <span className="text-sm tabular-nums text-muted-foreground" title={m.admin_order()}>#{d.order}</span>
                <RowActions name={d.name} onEdit={() => setDialog({ open: true, editing: d })} onDelete={() => setDeleting(d)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <DomainFormDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((s) => ({ ...s, open }))} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={m.admin_domain_delete_title()}
        description={m.admin_domain_delete_description({ name: deleting?.name ?? m.admin_this_domain() })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
