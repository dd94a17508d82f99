import { useId, useRef, useState, type FormEvent } from "react";
import { Upload } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SlugClashDetailsSchema } from "@/shared/api/collection-transfer";
import { deriveFromFileName } from "@/shared/collection-transfer/file-name";
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB, IMPORT_MAX_WORDS } from "@/shared/collection-transfer/transfer-word";
import { DOMAIN_LABELS } from "@/shared/domain";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { Switch } from "@/client/components/ui/switch";
import { ApiRequestError } from "@/client/lib/api-client";
import { useImportCollection } from "../api/import-collection";

const FROM_FILE = "__from_file__";

/**
 * Choose a JSON or CSV file and import it as a new collection: the learner's own (private), or, for
 * an admin who asks for it, a shared one. CSV files take their name, slug and domain from the form or
 * from a file name like modern_my-words.csv; values typed here replace a JSON file's own.
 */
export function ImportCollectionForm({ domains, isAdmin }: { domains: string[]; isAdmin: boolean }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [domain, setDomain] = useState(FROM_FILE);
  const [shared, setShared] = useState(false);
  const importer = useImportCollection();
  const navigate = useNavigate();

  const derived = file ? deriveFromFileName(file.name) : null;
  const isCsv = derived?.format === "csv" || (file !== null && !derived?.format && !file.name.toLowerCase().endsWith(".json"));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      toast.error("Import failed", { description: `Invalid file: the file is larger than ${IMPORT_MAX_MB} MB` });
      return;
    }
    const content = await file.text();
    importer.mutate(
      {
        content,
        fileName: file.name,
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(slug.trim() ? { slug: slug.trim() } : {}),
        ...(domain !== FROM_FILE ? { domain } : {}),
        ...(isAdmin && shared ? { shared: true } : {}),
      },
      {
        onSuccess: ({ collection, wordsImported, ignoredColumns }) => {
          // The toaster sits outside the router: navigate through an action, not a <Link>.
          toast.success("Collection imported", {
            description: `${wordsImported} words in ${collection.name} (${collection.domain}/${collection.slug})${
              ignoredColumns.length ? `. Ignored columns: ${ignoredColumns.join(", ")}` : ""}`,
            action: { label: "Open", onClick: () => void navigate(`/${collection.domain}/${collection.slug}`) },
          });
          setFile(null);
          setName("");
          setSlug("");
          setDomain(FROM_FILE);
          setShared(false);
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (err) => {
          const clash = err instanceof ApiRequestError && err.status === 409 ? SlugClashDetailsSchema.safeParse(err.details) : null;
          if (clash?.success) {
            setSlug(clash.data.suggestedSlug);
            toast.error("Import failed", { description: `${err.message} The slug field now holds '${clash.data.suggestedSlug}'.` });
          } else toast.error("Import failed", { description: err.message });
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">Import Collection</h4>
        <p className="text-sm text-muted-foreground">
          A JSON or CSV file (with a header row; a <code>hebrew</code> column is required), up to {IMPORT_MAX_MB} MB and{" "}
          {IMPORT_MAX_WORDS.toLocaleString("en-US")} words. {isAdmin ? "It is yours alone unless you share it." : "The imported collection is yours alone."}
        </p>
      </div>
      <form className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>File</Label>
          <Input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200}
              placeholder={isCsv && derived ? derived.name : "From the file"} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-slug`}>Slug</Label>
            <Input id={`${id}-slug`} value={slug} onChange={(e) => setSlug(e.target.value.toLowerCase())} maxLength={100}
              placeholder={isCsv && derived ? derived.slug : "From the file"} aria-describedby={`${id}-slug-hint`} />
            <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">Lowercase with hyphens, e.g. my-words</p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-domain`}>Domain</Label>
            <Select value={domain} onValueChange={setDomain}>
              <SelectTrigger id={`${id}-domain`} className="w-full" aria-label="Domain">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={FROM_FILE}>
                  {isCsv && derived?.domain ? `From the file name (${DOMAIN_LABELS[derived.domain] ?? derived.domain})` : "From the file"}
                </SelectItem>
                {domains.map((d) => (
                  <SelectItem key={d} value={d} className="capitalize">
                    {DOMAIN_LABELS[d] ?? d}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {isAdmin && (
          <div className="flex items-center gap-2">
            <Switch id={`${id}-shared`} checked={shared} onCheckedChange={setShared} />
            <Label htmlFor={`${id}-shared`}>Shared: visible to every learner</Label>
          </div>
        )}
        <div>
          <Button type="submit" disabled={!file || importer.isPending}>
            {importer.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
            Import
          </Button>
        </div>
      </form>
    </section>
  );
}
