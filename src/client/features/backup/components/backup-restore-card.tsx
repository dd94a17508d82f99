import { useRef, useState, type ChangeEvent } from "react";
import { DatabaseBackup, Download, Upload } from "lucide-react";
import { toast } from "sonner";
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
import { m } from "@/client/lib/i18n";
import { formatDateTime } from "@/client/lib/format";
import { parsingInFile, parsingRestored } from "./restore-parsing";

interface PendingRestore {
  fileName: string;
  json: unknown;
  timestamp: string | null;
  counts: { collections: number; words: number; progress: number; settings: number; parsingCards: number; shared: number };
}

/** How long the "Restore successful" toast shows before the page reloads. */
const RELOAD_DELAY_MS = 1200;

function formatTime(iso: string | null): string {
  if (!iso) return m.backup_unknown_date();
  return formatDateTime(iso);
}

/**
 * Backup & Restore: "Create backup" downloads the JSON file (the server also
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
        toast.success(m.backup_created(), { description: m.backup_saved_as({ fileName }) });
        if (removed.length > 0) {
          toast.info(m.backup_older_removed(), { description: m.backup_older_removed_hint({ count: removed.length }) });
        }
      },
      onError: (e) => toast.error(m.backup_failed(), { description: e.message }),
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
      toast.error(m.backup_restore_failed(), { description: m.backup_invalid() });
      return;
    }
    const parsed = parseBackupText(text);
    if (!parsed.ok) {
      // Worded in the interface language from its key (the catalogue's server messages load on demand).
      const { wordKeyedMessage } = await import("@/client/lib/word-server-message");
      toast.error(m.backup_restore_failed(), { description: wordKeyedMessage(parsed.error) });
      return;
    }
    const { data, timestamp } = parsed.file;
    setPending({
      fileName: file.name,
      json: JSON.parse(text.replace(/^\uFEFF/, "")),
      timestamp,
      counts: {
        collections: data.collections.length, words: data.words.length, progress: data.progress.length, settings: data.settings.length,
        parsingCards: data.parsing_cards.length,
        // An administrator's backup: the shared collections (no owner) it holds are written back for every learner.
        shared: data.collections.filter((c) => c.owner_id === null).length,
      },
    });
  }

  function onConfirmRestore() {
    if (!pending) return;
    restore.mutate(pending.json, {
      onSuccess: (result) => {
        setPending(null);
        toast.success(m.backup_restore_success(), { description: [...parsingRestored(result), m.backup_reloading()].join(" ") });
        setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      },
      onError: (e) => {
        setPending(null);
        toast.error(m.backup_restore_failed(), { description: e.message });
      },
    });
  }

  const busy = create.isPending || restore.isPending;
  return (
    <Card className={className} role="region" aria-labelledby="backup-restore-title">
      <CardHeader>
        <CardTitle id="backup-restore-title" className="flex items-center gap-2">
          <DatabaseBackup aria-hidden className="size-5 text-primary" />
          {m.backup_title()}
        </CardTitle>
        <CardDescription>
          {m.backup_description()}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button onClick={onCreate} disabled={busy}>
          {create.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {m.backup_create()}
        </Button>
        <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
          {restore.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
          {m.backup_restore()}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label={m.backup_file_label()}
          onChange={(e) => void onFileChosen(e)}
        />
      </CardContent>

      <AlertDialog open={pending !== null} onOpenChange={(open) => { if (!open && !restore.isPending) setPending(null); }}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.backup_restore_title()}</AlertDialogTitle>
            <AlertDialogDescription>
              {pending && (
                <>
                  <span className="font-medium text-foreground">{pending.fileName}</span>{" "}
                  {m.backup_restore_summary({
                    time: formatTime(pending.timestamp),
                    progress: m.backup_progress_records({ count: pending.counts.progress }),
                    collections: m.backup_collections({ count: pending.counts.collections }),
                    words: m.backup_words({ count: pending.counts.words }),
                    settings: m.backup_settings_records({ count: pending.counts.settings }),
                  })}
                  {pending.counts.parsingCards > 0 && <> {parsingInFile(pending.counts.parsingCards)}</>}
                  {pending.counts.shared > 0 && <> {m.backup_restore_shared({ count: pending.counts.shared })}</>}
                </>
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restore.isPending}>{m.backup_cancel()}</AlertDialogCancel>
            <AlertDialogAction
              disabled={restore.isPending}
              onClick={(e) => {
                e.preventDefault();
                onConfirmRestore();
              }}
            >
              {restore.isPending && <Spinner className="size-4" />}
              {m.backup_restore()}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
