import { PageHeader } from "@/client/components/page-header";

/** /books — the library of imported books (spec 001 §2 "Book library"). */
export function BooksPage() {
  return (
    <PageHeader
      title="Library"
      description="Books imported from the Jewish texts library, to read chapter by chapter with the Hebrew text beside its translation."
    />
  );
}
