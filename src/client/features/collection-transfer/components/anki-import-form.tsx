import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Upload } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ANKI_MAX_BYTES, ANKI_MAX_MB } from "@/shared/anki/anki-limits";
import { countAnkiImport } from "@/shared/anki/plan-anki-import";
import type { AnkiFieldMapping, AnkiMappings, AnkiPreview } from "@/shared/api/collection-transfer";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Spinner } from "@/client/components/ui/spinner";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";
import { useDomainName } from "@/client/lib/domains";
import { useImportAnkiPackage } from "../api/import-anki-package";
import { usePreviewAnkiPackage } from "../api/preview-anki-package";
import { AnkiFieldMappingFields } from "./anki-field-mapping";
import { AnkiOwnedWords, skipsOwnedByDefault } from "./anki-owned-words";

const preferredDomain = (domains: readonly string[]) => (domains.includes("modern") ? "modern" : (domains[0] ?? ""));
/** What the import will do with the preview's notes under `mappings` (a note type left out: its guessed mapping). */
const countFor = (preview: AnkiPreview, mappings: AnkiMappings) =>
  countAnkiImport(preview.notes, preview.ownedWords, preview.ownedNotes, (t) => {
    const type = preview.noteTypes[t];
    return type ? (mappings[type.id] ?? type.mapping).hebrew : undefined;
  });
const collectionName = (deckName: string) => deckName.split("::").map((s) => s.trim()).filter(Boolean).join(" – ").slice(0, 200) || "Anki";

/**
 * Import an Anki deck: choose an .apkg, see what it holds (note types with their
 * first notes, reviews, media that stay out), map each note type's fields to Hebrew / meaning /
 * transliteration / example, then import it as a new collection of the learner's own. The words the
 * learner already has in collections of their own are counted and, by default, skipped — unless every
 * word is theirs and the deck holds no review of them (a copy of their own words, most likely): then the choice starts off.
 */
export function AnkiImportForm({ domains }: { domains: string[] }) {
  // A domain by its name: a built-in one in the interface language, an administrator's as they named it (not its slug).
  const domainLabel = useDomainName();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AnkiPreview | null>(null);
  const [mappings, setMappings] = useState<AnkiMappings>({});
  const [name, setName] = useState("");
  const [domain, setDomain] = useState(() => preferredDomain(domains));
  const [skipOwned, setSkipOwned] = useState(true);
  const previewer = usePreviewAnkiPackage();
  const importer = useImportAnkiPackage();
  const navigate = useNavigate();

  function reset() {
    setFile(null);
    setPreview(null);
    setMappings({});
    setName("");
    setSkipOwned(true);
    if (fileInput.current) fileInput.current.value = "";
  }

  function onFile(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > ANKI_MAX_BYTES) {
      toast.error(m.transfer_anki_preview_failed(), { description: m.transfer_anki_too_large({ mb: formatNumber(ANKI_MAX_MB) }) });
      return;
    }
    previewer.mutate(chosen, {
      onSuccess: (p) => {
        setPreview(p);
        setMappings(Object.fromEntries(p.noteTypes.map((t) => [t.id, t.mapping])));
        setName(collectionName(p.deckName));
        setSkipOwned(skipsOwnedByDefault(countFor(p, {})));
      },
      onError: (err) => toast.error(m.transfer_anki_preview_failed(), { description: err.message }),
    });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file || !preview) return;
    importer.mutate(
      { file, name: name.trim() || collectionName(preview.deckName), domain: domain || preferredDomain(domains), mapping: mappings, skipOwned },
      {
        onSuccess: (r) => {
          const { collection } = r;
          const lines = collection ? [m.transfer_anki_imported_description({ count: r.wordsImported, name: collection.name })] : [];
          if (r.duplicatesSkipped) lines.push(m.transfer_anki_duplicates({ count: r.duplicatesSkipped }));
          if (r.ownedSkipped) lines.push(m.transfer_anki_owned_skipped({ count: r.ownedSkipped }));
          if (r.ownedUpdated) lines.push(m.transfer_anki_owned_updated({ count: r.ownedUpdated }));
          if (r.emptySkipped) lines.push(m.transfer_anki_empty({ count: r.emptySkipped }));
          if (r.reviewsImported) lines.push(m.transfer_anki_history({ reviews: r.reviewsImported, words: r.wordsWithHistory }));
          if (r.mediaIgnored) lines.push(m.transfer_anki_media_ignored({ count: formatNumber(r.mediaIgnored) }));
          // The toaster sits outside the router: navigate through an action, not a <Link>.
          toast.success(m.transfer_anki_imported(), {
            description: lines.join(" "),
            ...(collection ? { action: { label: m.transfer_open(), onClick: () => void navigate(`/${collection.domain}/${collection.slug}`) } } : {}),
          });
          reset();
        },
        onError: (err) => toast.error(m.transfer_import_failed(), { description: err.message }),
      },
    );
  }

  const setMapping = (typeId: string, mapping: AnkiFieldMapping) => setMappings((all) => ({ ...all, [typeId]: mapping }));
  // What the import will do for the fields now mapped to the Hebrew: each word once.
  const counted = useMemo(() => (preview ? countFor(preview, mappings) : null), [preview, mappings]);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">{m.transfer_anki_title()}</h4>
        <p className="text-sm text-muted-foreground">
          {m.transfer_anki_description({ mb: formatNumber(ANKI_MAX_MB) })} {m.transfer_anki_newer_hint()}
        </p>
      </div>
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>{m.transfer_anki_file()}</Label>
          <Input ref={fileInput} id={`${id}-file`} type="file" accept=".apkg,application/apkg,application/zip" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
        </div>
        {previewer.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {m.transfer_anki_reading()}
          </p>
        )}
        {preview && (
          <>
            <div role="status" className="flex flex-col gap-0.5 text-sm" data-testid="anki-preview-summary">
              <p>{m.transfer_anki_summary({ notes: preview.noteCount, deck: preview.deckName })}</p>
              <p>
                {counted && counted.reviews > 0
                  ? m.transfer_anki_reviews({ reviews: counted.reviews, notes: counted.wordsWithReviews })
                  : m.transfer_anki_no_reviews()}
              </p>
              {preview.mediaFiles > 0 && <p>{m.transfer_anki_media({ count: formatNumber(preview.mediaFiles) })}</p>}
            </div>
            {preview.noteTypes.map((t) => (
              <AnkiFieldMappingFields key={t.id} noteType={t} mapping={mappings[t.id] ?? t.mapping} onChange={(mapping) => setMapping(t.id, mapping)} />
            ))}
            {counted && <AnkiOwnedWords preview={preview} owned={counted} skip={skipOwned} onSkipChange={setSkipOwned} />}
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-name`}>{m.transfer_name()}</Label>
                <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} required />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-domain`}>{m.transfer_domain()}</Label>
                <NativeSelect id={`${id}-domain`} value={domain} onChange={(e) => setDomain(e.target.value)}>
                  {domains.map((d) => <option key={d} value={d}>{domainLabel(d)}</option>)}
                </NativeSelect>
              </div>
            </div>
            <p className="text-sm text-muted-foreground">{m.transfer_yours_alone()}</p>
            <div>
              <Button type="submit" disabled={importer.isPending || !name.trim()}>
                {importer.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
                {m.transfer_anki_import()}
              </Button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
