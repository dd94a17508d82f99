import { useId, useRef, useState, type FormEvent } from "react";
import { Upload } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SlugClashDetailsSchema } from "@/shared/api/collection-transfer";
import { deriveFromFileName } from "@/shared/collection-transfer/file-name";
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB, IMPORT_MAX_WORDS } from "@/shared/collection-transfer/transfer-word";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { Switch } from "@/client/components/ui/switch";
import { ApiRequestError } from "@/client/lib/api-client";
import { useImportCollection } from "../api/import-collection";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";
import { useDomainName } from "@/client/lib/domains";

const FROM_FILE = "__from_file__";
/** The one column a file must have (its name, not a word to translate). */
const HEBREW_COLUMN = "hebrew";

/**
 * Choose a JSON or CSV file and import it as a new collection: the learner's own (private), or, for
 * an admin who asks for it, a shared one. CSV files take their name, slug and domain from the form or
 * from a file name like modern_my-words.csv; values typed here replace a JSON file's own.
 */
export function ImportCollectionForm({ domains, isAdmin }: { domains: string[]; isAdmin: boolean }) {
  // A domain by its name: a built-in one in the interface language, an administrator's as they named it (not its slug).
  const domainLabel = useDomainName();
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
      toast.error(m.transfer_import_failed(), { description: m.transfer_too_large({ mb: formatNumber(IMPORT_MAX_MB) }) });
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
          toast.success(m.transfer_imported(), {
            description: `${m.transfer_imported_description({ count: wordsImported, name: collection.name, path: `${collection.domain}/${collection.slug}` })}${
              ignoredColumns.length ? m.transfer_ignored_columns({ columns: ignoredColumns.join(", ") }) : ""}`,
            action: { label: m.transfer_open(), onClick: () => void navigate(`/${collection.domain}/${collection.slug}`) },
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
            toast.error(m.transfer_import_failed(), { description: m.transfer_slug_now({ message: err.message, slug: clash.data.suggestedSlug }) });
          } else toast.error(m.transfer_import_failed(), { description: err.message });
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">{m.transfer_import_title()}</h4>
        <p className="text-sm text-muted-foreground">
          {m.transfer_import_description_before()} <code>{HEBREW_COLUMN}</code> {m.transfer_import_description_after({ mb: formatNumber(IMPORT_MAX_MB), words: formatNumber(IMPORT_MAX_WORDS) })}{" "}
          {isAdmin ? m.transfer_yours_unless_shared() : m.transfer_yours_alone()}
        </p>
      </div>
      <form className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>{m.transfer_file()}</Label>
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
            <Label htmlFor={`${id}-name`}>{m.transfer_name()}</Label>
            <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200}
              placeholder={isCsv && derived ? derived.name : m.transfer_from_file()} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-slug`}>{m.transfer_slug()}</Label>
            <Input id={`${id}-slug`} value={slug} onChange={(e) => setSlug(e.target.value.toLowerCase())} maxLength={100}
              placeholder={isCsv && derived ? derived.slug : m.transfer_from_file()} aria-describedby={`${id}-slug-hint`} />
            <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">{m.transfer_slug_hint()}</p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-domain`}>{m.transfer_domain()}</Label>
            <Select value={domain} onValueChange={setDomain}>
              <SelectTrigger id={`${id}-domain`} className="w-full" aria-label={m.transfer_domain()}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={FROM_FILE}>
                  {isCsv && derived?.domain ? m.transfer_from_file_name({ domain: domainLabel(derived.domain) }) : m.transfer_from_file()}
                </SelectItem>
                {domains.map((d) => (
                  <SelectItem key={d} value={d} className="capitalize">
                    {domainLabel(d)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {isAdmin && (
          <div className="flex items-center gap-2">
            <Switch id={`${id}-shared`} checked={shared} onCheckedChange={setShared} />
            <Label htmlFor={`${id}-shared`}>{m.transfer_shared()}</Label>
          </div>
        )}
        <div>
          <Button type="submit" disabled={!file || importer.isPending}>
            {importer.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
            {m.transfer_import()}
          </Button>
        </div>
      </form>
    </section>
  );
}
