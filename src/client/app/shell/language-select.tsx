import { LanguagesIcon } from "lucide-react";
import { LANGUAGES, type Language } from "@/shared/domain";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { useSelectedLanguage } from "@/client/lib/use-selected-language";

export const LANGUAGE_NAMES: Record<Language, string> = {
  english: "English",
  spanish: "Spanish",
  portuguese: "Portuguese",
  french: "French",
  italian: "Italian",
};

/** The translation language for the whole app (localStorage "selectedLanguage"). */
export function LanguageSelect() {
  const [language, setLanguage] = useSelectedLanguage();
  return (
    <Select value={language} onValueChange={(v) => setLanguage(v as Language)}>
      <SelectTrigger size="sm" aria-label="Translation language" className="gap-1 border-transparent bg-transparent px-2 shadow-none hover:bg-accent sm:gap-1.5 sm:px-3">
        <LanguagesIcon className="hidden text-muted-foreground sm:block" aria-hidden />
        <SelectValue>
          <span className="uppercase sm:hidden">{language.slice(0, 2)}</span>
          <span className="hidden sm:inline">{LANGUAGE_NAMES[language]}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end">
        {LANGUAGES.map((l) => (
          <SelectItem key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
