import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { NewWordSchema } from "@/shared/api/words";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { collectionLabel } from "@/client/lib/collection-label";
import { useDomainName } from "@/client/lib/domains";
import { m } from "@/client/lib/i18n";
import { showIssue } from "@/client/lib/show-issue";
import { useAddWord } from "../api/add-word";
import { useSharedCollections } from "../api/list-shared-collections";
import { WordMeaningFields } from "./word-meaning-fields";

const EMPTY = { collectionId: "", hebrew: "", english: "", translit: "", pos: "", section: "" };

/**
 * An administrator adds a word by hand to a shared collection (a teacher's own list, a collection made empty in the
 * Admin Panel): the collection, the Hebrew and its meaning, the rest optional; it comes after the collection's last word.
 * The dialog stays open with the collection chosen, for the next word.
 */
export function AddWordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [v, setV] = useState(EMPTY);
  const collections = useSharedCollections(open);
  const domainName = useDomainName();
  const add = useAddWord();
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }));
  const domains = [...new Set((collections.data ?? []).map((c) => c.domain))];

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewWordSchema.safeParse(v);
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.words_add_failed({ message })));
    add.mutate(v, {
      onSuccess: () => {
        toast.success(m.words_added());
        setV((s) => ({ ...EMPTY, collectionId: s.collectionId, section: s.section }));
      },
      onError: (err) => toast.error(m.words_add_failed({ message: err.message })),
    });
  }

  return (
    <FormDialog open={open} onOpenChange={(o) => !o && onClose()} title={m.words_add_title()} description={m.words_add_description()}
      onSubmit={onSubmit} busy={add.isPending} submitLabel={m.words_add()}>
      <div className="grid gap-2">
        <Label htmlFor="new-word-collection">{m.words_collection()}</Label>
        <NativeSelect id="new-word-collection" required value={v.collectionId} onChange={set("collectionId")}>
          <option value="" disabled>{m.words_add_choose_collection()}</option>
          {domains.map((d) => (
            <optgroup key={d} label={domainName(d)}>
              {(collections.data ?? []).filter((c) => c.domain === d).map((c) => <option key={c.id} value={c.id}>{collectionLabel(c)}</option>)}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <WordMeaningFields id="new-word" hebrew={v.hebrew} english={v.english} onHebrew={set("hebrew")} onEnglish={set("english")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2"><Label htmlFor="new-word-translit">{m.words_transliteration()}</Label><Input id="new-word-translit" maxLength={200} value={v.translit} onChange={set("translit")} /></div>
        <div className="grid gap-2"><Label htmlFor="new-word-pos">{m.words_part_of_speech()}</Label><Input id="new-word-pos" maxLength={100} value={v.pos} onChange={set("pos")} /></div>
        <div className="grid gap-2"><Label htmlFor="new-word-section">{m.words_section()}</Label><Input id="new-word-section" maxLength={100} value={v.section} onChange={set("section")} /></div>
      </div>
    </FormDialog>
  );
}
