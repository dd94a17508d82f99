import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { m } from "@/client/lib/i18n";

/** The Admin Panel's delete confirmations: a title, what deleting does, Cancel / Delete. */
export function ConfirmDeleteDialog({ title, description, open, onCancel, onConfirm }: {
  title: string; description: string; open: boolean; onCancel(): void; onConfirm(): void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.admin_cancel()}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{m.admin_delete()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
