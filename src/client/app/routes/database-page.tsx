import { PageHeader } from "@/client/components/page-header";

/** /database — every word of every collection, with filters (spec 001 §2 "Words Database"). */
export function DatabasePage() {
  return (
    <PageHeader
      title="Words Database"
      description="All words across the collections, filterable by collection, part of speech and section, with a breakdown per collection."
    />
  );
}
