import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@/client/components/ui/button";
import { PageHeader } from "@/client/components/page-header";

/** /books/:bookId and /books/:bookId/:chapter — one book, verse by verse (spec 001 §2 "Reader"). */
export function ReaderPage() {
  const { chapter } = useParams();
  return (
    <>
      <Button variant="ghost" size="sm" asChild className="mb-4 w-fit">
        <Link to="/books">
          <ArrowLeftIcon />
          Back to Library
        </Link>
      </Button>
      <PageHeader
        title="Reader"
        description={`Read a book verse by verse, with the Hebrew text and its translation side by side${chapter ? ` (chapter ${chapter})` : ""}.`}
      />
    </>
  );
}
