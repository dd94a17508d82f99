import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { m } from "@/client/lib/i18n";

type Change = (e: { target: { value: string } }) => void;

/** A shared word's Hebrew (right to left) and English meaning, as the add and edit dialogs ask for them; `id` prefixes the fields' ids. */
export function WordMeaningFields({ id, hebrew, english, onHebrew, onEnglish }: { id: string; hebrew: string; english: string; onHebrew: Change; onEnglish: Change }) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-hebrew`}>{m.words_hebrew()}</Label>
        <Input id={`${id}-hebrew`} dir="rtl" lang="he" className="hebrew text-lg" required maxLength={200} value={hebrew} onChange={onHebrew} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-english`}>{m.words_english()}</Label>
        <Input id={`${id}-english`} required maxLength={500} value={english} onChange={onEnglish} />
      </div>
    </>
  );
}
