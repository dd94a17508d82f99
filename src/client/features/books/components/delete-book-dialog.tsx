import { toast } from "sonner";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { buttonVariants } from "@/client/components/ui/button";
import { useDeleteBook } from "../api/delete-book";
import { m } from "@/client/lib/i18n";
import { withBookTitle } from "@/client/lib/book-title";

/** 'Delete Book?': the book and all its verses go for good; Cancel or Delete. */
export function DeleteBookDialog({ book, open, onOpenChange }: { book: { id: string; title: string }; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteBook();
  const onDelete = () =>
    remove.mutate(book.id, {
      onSuccess: () => toast.success(m.books_deleted(), { description: m.books_deleted_hint() }),
      onError: (e) => toast.error(m.books_delete_error(), { description: e.message }),
    });
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.books_delete_title()}</AlertDialogTitle>
          <AlertDialogDescription>
            {withBookTitle(book.title, (title) => m.books_delete_description({ title }))}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.books_cancel()}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onDelete}>{m.books_delete()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
