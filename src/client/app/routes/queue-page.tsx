import { PageHeader } from "@/client/components/page-header";

/** /queue — the signed-in user's word generation requests (spec 001 §2 "Word Generation Queue"). */
export function QueuePage() {
  return (
    <PageHeader
      title="Word Generation Queue"
      description="Your word generation requests and their progress, processed one at a time."
    />
  );
}
