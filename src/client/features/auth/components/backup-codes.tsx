import { Copy, Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";

/** Backup codes, shown once: each works a single time instead of an authenticator code. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join("\n");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Backup codes copied");
    } catch {
      toast.error("Error", { description: "Could not copy to the clipboard. Select the codes and copy them by hand." });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`Milim backup codes\n\n${text}\n`], { type: "text/plain" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: "milim-backup-codes.txt" });
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Save these backup codes somewhere safe. Each one can be used once if you lose your authenticator app.
        They will not be shown again.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-3">
        {codes.map((c) => <li key={c} data-testid="backup-code" className="select-all text-center">{c}</li>)}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}><Copy /> Copy</Button>
        <Button variant="outline" size="sm" onClick={download}><Download /> Download</Button>
      </div>
    </div>
  );
}
