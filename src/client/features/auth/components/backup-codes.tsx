import { Copy, Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/** Backup codes, shown once: each works a single time instead of an authenticator code. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join("\n");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(m.auth_backup_codes_copied());
    } catch {
      toast.error(m.common_error(), { description: m.auth_copy_failed() });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`${m.auth_backup_codes_file_title()}\n\n${text}\n`], { type: "text/plain" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: "milim-backup-codes.txt" });
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {m.auth_backup_codes_intro()}
      </p>
      <ul aria-label={m.auth_backup_codes()} className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-3">
        {codes.map((c) => <li key={c} data-testid="backup-code" className="select-all text-center">{c}</li>)}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}><Copy /> {m.auth_copy()}</Button>
        <Button variant="outline" size="sm" onClick={download}><Download /> {m.auth_download()}</Button>
      </div>
    </div>
  );
}
