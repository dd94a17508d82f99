import { InboxIcon, Loader2Icon, PlayIcon, RefreshCwIcon, RotateCcwIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { GenerationItem, GenerationStatus } from "@/shared/api/generation";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { useContinueQueue } from "../api/continue-queue";
import { useDeleteQueue } from "../api/delete-queue";
import { useDeleteQueueItem } from "../api/delete-queue-item";
import { useGenerationQueue } from "../api/get-generation-queue";
import { useRestartFailed } from "../api/restart-failed";
import { itemCounts, itemTitle, newlyFinished, STATUS_LABELS } from "../lib/describe-item";

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);
const BADGE: Record<GenerationStatus, "default" | "secondary" | "destructive" | "outline"> = {
  pending: "outline", in_progress: "secondary", completed: "default", failed: "destructive",
};

function QueueRow({ item, onDelete, deleting }: { item: GenerationItem; onDelete: () => void; deleting: boolean }) {
  const running = item.status === "in_progress";
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{itemTitle(item)}</span>
          <Badge variant={BADGE[item.status]}>
            {running && <Loader2Icon aria-hidden className="animate-spin" />}
            {STATUS_LABELS[item.status]}
          </Badge>
          <span className="text-sm text-muted-foreground">{itemCounts(item)}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          Requested {time(item.createdAt)}
          {item.startedAt && ` · started ${time(item.startedAt)}`}
          {item.completedAt && ` · ${item.status === "failed" ? "failed" : "completed"} ${time(item.completedAt)}`}
          {item.provider && ` · ${item.provider === "llm" ? "language model" : "offline generator"}`}
        </p>
        {item.errorMessage && <p className="mt-1 text-sm text-destructive">{item.errorMessage}</p>}
      </div>
      <WithTooltip label={running ? "A request in progress cannot be deleted" : "Delete this request"}>
        <span className="self-start" tabIndex={running ? 0 : -1}>
          <Button variant="ghost" size="sm" disabled={running || deleting} onClick={onDelete} aria-label={`Delete ${itemTitle(item)}`}>
            <Trash2Icon />
          </Button>
        </span>
      </WithTooltip>
    </li>
  );
}

/**
 * The Word Generation Queue (spec 001 §2, §4, §8): the user's requests newest first, refreshed
 * every 5 s (the job layer runs pending ones and fails those past 10 minutes), with Continue,
 * Restart Failed and Delete Completed (which deletes every request, as the spec's label does).
 */
export function GenerationQueue() {
  const queue = useGenerationQueue();
  const continueQueue = useContinueQueue();
  const restart = useRestartFailed();
  const deleteAll = useDeleteQueue();
  const deleteOne = useDeleteQueueItem();
  const statuses = useRef<Map<string, GenerationStatus> | null>(null);
  const items = queue.data?.items;

  useEffect(() => {
    if (!items) return;
    if (statuses.current) {
      for (const i of newlyFinished(statuses.current, items)) {
        if (i.status === "completed") toast.success("Generation completed", { description: `Added ${i.completedCount} words to ${i.collectionName}` });
        else toast.error("Generation failed", { description: `${itemTitle(i)}: ${i.errorMessage ?? "Generation failed"}` });
      }
    }
    statuses.current = new Map(items.map((i) => [i.id, i.status]));
  }, [items]);

  const pending = items?.filter((i) => i.status === "pending").length ?? 0;
  const failed = items?.filter((i) => i.status === "failed").length ?? 0;
  const inProgress = items?.some((i) => i.status === "in_progress") ?? false;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching} aria-label="Refresh the queue">
          <RefreshCwIcon className={queue.isFetching ? "animate-spin" : undefined} /> Refresh
        </Button>
        <Button size="sm" disabled={pending === 0 || inProgress || continueQueue.isPending}
          onClick={() => continueQueue.mutate(undefined, {
            onSuccess: () => toast.success("Resuming queue processing"),
            onError: (e) => toast.error(e.message),
          })}>
          <PlayIcon /> Continue
        </Button>
        <Button variant="outline" size="sm" disabled={failed === 0 || restart.isPending}
          onClick={() => restart.mutate(undefined, {
            onSuccess: () => toast.success("Failed items reset to pending"),
            onError: (e) => toast.error("Error restarting failed items", { description: e.message }),
          })}>
          <RotateCcwIcon /> Restart Failed
        </Button>
        <WithTooltip label="Deletes all of your generation requests, whatever their status (requests in progress keep running; words already added stay)">
          <Button variant="outline" size="sm" disabled={!items?.length || deleteAll.isPending}
            onClick={() => deleteAll.mutate(undefined, {
              onSuccess: () => toast.success("All queue items deleted"),
              onError: (e) => toast.error("Error deleting all", { description: e.message }),
            })}>
            <Trash2Icon /> Delete Completed
          </Button>
        </WithTooltip>
      </div>
      <Card>
        <CardContent className="pt-2">
          {queue.isPending ? (
            <p className="py-6 text-center text-sm text-muted-foreground">Loading the queue...</p>
          ) : queue.isError ? (
            <p className="py-6 text-center text-sm text-destructive">{queue.error.message}</p>
          ) : items!.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <InboxIcon aria-hidden className="size-8 text-muted-foreground" />
              <p className="font-medium">No generation requests</p>
              <Link to="/settings" className="text-sm text-primary underline underline-offset-4">Go to Settings to generate words</Link>
            </div>
          ) : (
            <ul aria-label="Generation requests">
              {items!.map((item) => (
                <QueueRow key={item.id} item={item} deleting={deleteOne.isPending && deleteOne.variables === item.id}
                  onDelete={() => deleteOne.mutate(item.id, {
                    onSuccess: () => toast.success("Queue item deleted"),
                    onError: (e) => toast.error("Error deleting item", { description: e.message }),
                  })} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
