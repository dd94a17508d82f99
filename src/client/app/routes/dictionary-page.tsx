import { PageHeader } from "@/client/components/page-header";

/** /dictionary — browse, search and import the Hebrew and Aramaic dictionaries (spec 001 §2). */
export function DictionaryPage() {
  return (
    <PageHeader
      title="Dictionary Manager"
      description="Import Hebrew and Aramaic lexicons, then search and browse their entries by language and letter."
    />
  );
}
