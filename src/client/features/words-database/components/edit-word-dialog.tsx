import { useEffect, useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import { WordPatchSchema, type DatabaseWord } from "@/shared/api/words";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useUpdateWord } from "../api/update-word";
import { WordMeaningFields } from "./word-meaning-fields";
import { wordCollectionLabel } from "../lib/word-collection-label";
import { m } from "@/client/lib/i18n";

/** An administrator's in-place edit of a word of a shared collection. */
export function EditWordDialog({ word, onClose }: { word: DatabaseWord | null; onClose(): void }) {
  const [v, setV] = useState({ hebrew: "", english: "", translit: "", pos: "", section: "", freqRank: "" });
  const update = useUpdateWord();
  useEffect(() => {
    if (word) setV({ hebrew: word.hebrew, english: word.english, translit: word.translit ?? "", pos: word.pos ?? "", section: word.section ?? "", freqRank: word.freqRank?.toString() ?? "" });
  }, [word]);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!word) return;
    const patch = { ...v, freqRank: v.freqRank.trim() === "" ? null : Number(v.freqRank) };
    const parsed = WordPatchSchema.safeParse(patch);
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.words_save_failed({ message })));
    update.mutate({ id: word.id, patch }, {
      onSuccess: () => { toast.success(m.words_updated()); onClose(); },
      onError: (err) => toast.error(m.words_save_failed({ message: err.message })),
    });
  }

  return (
    <FormDialog open={!!word} onOpenChange={(o) => !o && onClose()} title={m.words_edit_title()} description={m.words_edit_description({ collection: word ? wordCollectionLabel(word) : "" })}
      onSubmit={onSubmit} busy={update.isPending} submitLabel={m.words_save()}>
      <WordMeaningFields id="word" hebrew={v.hebrew} english={v.english} onHebrew={set("hebrew")} onEnglish={set("english")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2"><Label htmlFor="word-translit">{m.words_transliteration()}</Label><Input id="word-translit" maxLength={200} value={v.translit} onChange={set("translit")} /></div>
        <div className="grid gap-2"><Label htmlFor="word-pos">{m.words_part_of_speech()}</Label><Input id="word-pos" maxLength={100} value={v.pos} onChange={set("pos")} /></div>
        <div className="grid gap-2"><Label htmlFor="word-section">{m.words_section()}</Label><Input id="word-section" maxLength={100} value={v.section} onChange={set("section")} /></div>
        <div className="grid gap-2"><Label htmlFor="word-rank">{m.words_rank()}</Label><Input id="word-rank" type="number" min={0} step={1} value={v.freqRank} onChange={set("freqRank")} /></div>
      </div>
    </FormDialog>
  );
}
