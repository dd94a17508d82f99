import { PageHeader } from "@/client/components/page-header";
import { GenerationQueue } from "@/client/features/generation/components/generation-queue";
import { m } from "@/client/lib/i18n";

/** /queue — the signed-in user's word generation requests. */
export function QueuePage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <PageHeader
        title={m.queue_title()}
        description={m.queue_description()}
      />
      <GenerationQueue />
    </div>
  );
}
