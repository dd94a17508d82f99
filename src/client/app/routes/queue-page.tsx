import { PageHeader } from "@/client/components/page-header";
import { GenerationQueue } from "@/client/features/generation/components/generation-queue";

/** /queue — the signed-in user's word generation requests (spec 001 §2 "Word Generation Queue"). */
export function QueuePage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <PageHeader
        title="Word Generation Queue"
        description="Your word generation requests and their progress, processed one at a time on the server."
      />
      <GenerationQueue />
    </div>
  );
}
