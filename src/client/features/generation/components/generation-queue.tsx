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
import { m } from "@/client/lib/i18n";
import { formatDateTime, formatNumber } from "@/client/lib/format";
import { wordServerMessage } from "@/client/lib/word-server-message";

const time = (iso: string) => formatDateTime(iso);
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
            {STATUS_LABELS[item.status]()}
          </Badge>
          <span className="text-sm text-muted-foreground">{itemCounts(item)}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          {m.generation_requested({ time: time(item.createdAt) })}
          {item.startedAt && m.generation_started_at({ time: time(item.startedAt) })}
          {item.completedAt && (item.status === "failed" ? m.generation_failed_at : m.generation_completed_at)({ time: time(item.completedAt) })}
          {item.provider && (item.provider === "llm" ? m.generation_provider_llm() : m.generation_provider_offline())}
        </p>
        {item.errorMessage && <p className="mt-1 text-sm text-destructive">{wordServerMessage(item.errorMessage, item.errorKey, item.errorParams)}</p>}
      </div>
      <WithTooltip label={running ? m.generation_cannot_delete_running() : m.generation_delete_request()}>
        <span className="self-start" tabIndex={running ? 0 : -1}>
          <Button variant="ghost" size="sm" disabled={running || deleting} onClick={onDelete} aria-label={m.generation_delete_item({ title: itemTitle(item) })}>
            <Trash2Icon />
          </Button>
        </span>
      </WithTooltip>
    </li>
  );
}

/**
 * The Word Generation Queue: the user's requests newest first, refreshed
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
        if (i.status === "completed") toast.success(m.generation_completed_toast(), { description: m.generation_added_to({ count: formatNumber(i.completedCount), collection: i.collectionName }) });
        else toast.error(m.generation_failed(), { description: `${itemTitle(i)}: ${i.errorMessage ?? m.generation_failed()}` });
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
        <Button variant="outline" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching} aria-label={m.generation_refresh_queue()}>
          <RefreshCwIcon className={queue.isFetching ? "animate-spin" : undefined} /> {m.generation_refresh()}
        </Button>
        <Button size="sm" disabled={pending === 0 || inProgress || continueQueue.isPending}
          onClick={() => continueQueue.mutate(undefined, {
            onSuccess: () => toast.success(m.generation_resuming()),
            onError: (e) => toast.error(e.message),
          })}>
          <PlayIcon /> {m.generation_continue()}
        </Button>
        <Button variant="outline" size="sm" disabled={failed === 0 || restart.isPending}
          onClick={() => restart.mutate(undefined, {
            onSuccess: () => toast.success(m.generation_failed_reset()),
            onError: (e) => toast.error(m.generation_restart_error(), { description: e.message }),
          })}>
          <RotateCcwIcon /> {m.generation_restart_failed()}
        </Button>
        <WithTooltip label={m.generation_delete_all_hint()}>
          <Button variant="outline" size="sm" disabled={!items?.length || deleteAll.isPending}
            onClick={() => deleteAll.mutate(undefined, {
              onSuccess: () => toast.success(m.generation_all_deleted()),
              onError: (e) => toast.error(m.generation_delete_all_error(), { description: e.message }),
            })}>
            <Trash2Icon /> {m.generation_delete_completed()}
          </Button>
        </WithTooltip>
      </div>
      <Card>
        <CardContent className="pt-2">
          {queue.isPending ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{m.generation_loading_queue()}</p>
          ) : queue.isError ? (
            <p className="py-6 text-center text-sm text-destructive">{queue.error.message}</p>
          ) : items!.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <InboxIcon aria-hidden className="size-8 text-muted-foreground" />
              <p className="font-medium">{m.generation_no_requests()}</p>
              <Link to="/settings" className="text-sm text-primary underline underline-offset-4">{m.generation_go_to_settings()}</Link>
            </div>
          ) : (
            <ul aria-label={m.generation_requests()}>
              {items!.map((item) => (
                <QueueRow key={item.id} item={item} deleting={deleteOne.isPending && deleteOne.variables === item.id}
                  onDelete={() => deleteOne.mutate(item.id, {
                    onSuccess: () => toast.success(m.generation_item_deleted()),
                    onError: (e) => toast.error(m.generation_delete_item_error(), { description: e.message }),
                  })} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
