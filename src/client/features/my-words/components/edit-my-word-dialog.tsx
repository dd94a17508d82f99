import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { StudyWord } from "@/shared/api/collections";
import { FormDialog } from "@/client/components/form-dialog";
import { HebrewText } from "@/client/components/hebrew-text";
import { WordContext } from "@/client/components/word-context";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { showIssue } from "@/client/lib/show-issue";
import { m } from "@/client/lib/i18n";
import { useEditMyWord } from "../api/edit-my-word";
import { useRemoveMyWord } from "../api/remove-my-word";

/**
 * A word of the learner's own "My words", as they correct it: its meaning in English (the panel's first reading was not the
 * word's own there, or the learner words it better) and its transliteration, beside the verse it was saved from; and
 * "Remove from My words", which asks once more (the word goes with what the learner has learned of it).
 */
export function EditMyWordDialog({ word, onClose }: { word: StudyWord | null; onClose(): void }) {
  const [english, setEnglish] = useState("");
  const [translit, setTranslit] = useState("");
  const [confirming, setConfirming] = useState(false);
  const edit = useEditMyWord();
  const remove = useRemoveMyWord();
  useEffect(() => {
    if (!word) return;
    setEnglish(word.english);
    setTranslit(word.translit ?? "");
    setConfirming(false);
  }, [word]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!word) return;
    // The form's schema loads when it is sent: the collection page itself builds no zod schema (e2e phone.spec).
    const { EditMyWordSchema } = await import("@/shared/api/my-words");
    const parsed = EditMyWordSchema.safeParse({ english, translit });
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.my_words_save_failed({ message })));
    edit.mutate({ id: word.id, edit: parsed.data }, {
      onSuccess: () => { toast.success(m.my_words_saved()); onClose(); },
      onError: (err) => toast.error(m.my_words_save_failed({ message: err.message })),
    });
  }

  function onRemove() {
    if (!word) return;
    remove.mutate(word.id, {
      onSuccess: () => { toast.success(m.my_words_removed()); onClose(); },
      onError: (err) => toast.error(err.message),
    });
  }

  return (
    <FormDialog open={!!word} onOpenChange={(o) => !o && onClose()} title={m.my_words_edit_title()} description={m.my_words_edit_description()}
      onSubmit={(e) => void onSubmit(e)} busy={edit.isPending} submitLabel={m.words_save()}>
      {word && (
        <div className="grid gap-1">
          <HebrewText className="text-2xl">{word.hebrew}</HebrewText>
          <WordContext contextRef={word.contextRef} contextText={word.contextText} word={word.hebrew} />
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor="my-word-english">{m.my_words_meaning()}</Label>
        <Input id="my-word-english" dir="auto" required maxLength={500} value={english} onChange={(e) => setEnglish(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="my-word-translit">{m.words_transliteration()}</Label>
        <Input id="my-word-translit" dir="auto" maxLength={200} value={translit} onChange={(e) => setTranslit(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t pt-3" data-testid="my-word-remove">
        {confirming ? (
          <>
            <p className="text-sm text-muted-foreground" role="alert">{m.my_words_remove_confirm()}</p>
            <Button type="button" variant="destructive" size="sm" disabled={remove.isPending} onClick={onRemove}>{m.my_words_remove_yes()}</Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>{m.common_cancel()}</Button>
          </>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>{m.my_words_remove_word()}</Button>
        )}
      </div>
    </FormDialog>
  );
}
