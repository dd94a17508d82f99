import { toast } from "sonner";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { buttonVariants } from "@/client/components/ui/button";
import { useDeleteBook } from "../api/delete-book";

/** 'Delete Book?' (spec 001 §2): the book and all its verses go for good; Cancel or Delete. */
export function DeleteBookDialog({ book, open, onOpenChange }: { book: { id: string; title: string }; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteBook();
  const onDelete = () =>
    remove.mutate(book.id, {
      onSuccess: () => toast.success("Book deleted", { description: "The book has been removed from your library." }),
      onError: (e) => toast.error("Error deleting book", { description: e.message }),
    });
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Book?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete &lsquo;{book.title}&rsquo; and all its verses. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onDelete}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
