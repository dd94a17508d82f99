import { useRef, useState, type ChangeEvent } from "react";
import { DatabaseBackup, Download, Upload } from "lucide-react";
import { toast } from "sonner";
import { INVALID_BACKUP_MESSAGE } from "@/shared/backup/backup-file";
import { parseBackupText } from "@/shared/backup/parse-backup-file";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useCreateBackup } from "../api/create-backup";
import { useRestoreBackup } from "../api/restore-backup";
import { saveFile } from "@/client/lib/save-file";

interface PendingRestore {
  fileName: string;
  json: unknown;
  timestamp: string | null;
  counts: { collections: number; words: number; progress: number; settings: number };
}

/** How long the "Restore successful" toast shows before the page reloads. */
const RELOAD_DELAY_MS = 1200;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

function formatTime(iso: string | null): string {
  if (!iso) return "an unknown date";
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * Backup & Restore (spec 001 §2, §4, §8): "Create backup" downloads the JSON file (the server also
 * keeps a copy); "Restore" reads a chosen file, asks for confirmation, writes it back and reloads.
 */
export function BackupRestoreCard({ className }: { className?: string }) {
  const create = useCreateBackup();
  const restore = useRestoreBackup();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingRestore | null>(null);

  function onCreate() {
    create.mutate(undefined, {
      onSuccess: ({ fileName, backup, removed }) => {
        saveFile(new Blob([`${JSON.stringify(backup, null, 2)}\n`], { type: "application/json" }), fileName);
        toast.success("Backup created", { description: `Backup saved as ${fileName}` });
        if (removed.length > 0) {
          toast.info("Older backups removed", { description: `The server keeps your newest backups only; ${removed.length} older ${removed.length === 1 ? "one was" : "ones were"} removed.` });
        }
      },
      onError: (e) => toast.error("Backup failed", { description: e.message }),
    });
  }

  async function onFileChosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error("Restore failed", { description: INVALID_BACKUP_MESSAGE });
      return;
    }
    const parsed = parseBackupText(text);
    if (!parsed.ok) {
      toast.error("Restore failed", { description: parsed.message });
      return;
    }
    const { data, timestamp } = parsed.file;
    setPending({
      fileName: file.name,
      json: JSON.parse(text.replace(/^\uFEFF/, "")),
      timestamp,
      counts: { collections: data.collections.length, words: data.words.length, progress: data.progress.length, settings: data.settings.length },
    });
  }

  function onConfirmRestore() {
    if (!pending) return;
    restore.mutate(pending.json, {
      onSuccess: () => {
        setPending(null);
        toast.success("Restore successful", { description: "Reloading the page..." });
        setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      },
      onError: (e) => {
        setPending(null);
        toast.error("Restore failed", { description: e.message });
      },
    });
  }

  const busy = create.isPending || restore.isPending;
  return (
    <Card className={className} role="region" aria-labelledby="backup-restore-title">
      <CardHeader>
        <CardTitle id="backup-restore-title" className="flex items-center gap-2">
          <DatabaseBackup aria-hidden className="size-5 text-primary" />
          Backup &amp; Restore
        </CardTitle>
        <CardDescription>
          Download a backup of your progress, settings and your own collections, or restore one. Restoring replaces
          those values with the ones in the file.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button onClick={onCreate} disabled={busy}>
          {create.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          Create backup
        </Button>
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
          {restore.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
          Restore
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Backup file to restore"
          onChange={(e) => void onFileChosen(e)}
        />
      </CardContent>

      <AlertDialog open={pending !== null} onOpenChange={(open) => { if (!open && !restore.isPending) setPending(null); }}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Restore this backup?</AlertDialogTitle>
            <AlertDialogDescription>
              {pending && (
                <>
                  <span className="font-medium text-foreground">{pending.fileName}</span> from {formatTime(pending.timestamp)}:{" "}
                  {plural(pending.counts.progress, "progress record", "progress records")},{" "}
                  {plural(pending.counts.collections, "collection", "collections")} with {plural(pending.counts.words, "word", "words")}{" "}
                  and {plural(pending.counts.settings, "settings record", "settings records")}. Your progress and settings will be set to
                  the values in the file. The page reloads afterwards.
                </>
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restore.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={restore.isPending}
              onClick={(e) => {
                e.preventDefault();
                onConfirmRestore();
              }}
            >
              {restore.isPending && <Spinner className="size-4" />}
              Restore
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
