import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/** Edit and Delete buttons of a row, named after the row for screen readers and tests. */
export function RowActions({ name, onEdit, onDelete, deleteDisabledReason }: { name: string; onEdit(): void; onDelete(): void; deleteDisabledReason?: string }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={m.admin_edit_row({ name })} onClick={onEdit}><PencilIcon aria-hidden /></Button>
      <Button variant="ghost" size="icon" aria-label={m.admin_delete_row({ name })} disabled={!!deleteDisabledReason} title={deleteDisabledReason} onClick={onDelete}>
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}
