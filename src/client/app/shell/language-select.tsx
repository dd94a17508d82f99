import { ChevronDownIcon, LanguagesIcon } from "lucide-react";
import { LANGUAGES, type Language } from "@/shared/domain";
import { useSelectedLanguage } from "@/client/lib/use-selected-language";

export const LANGUAGE_NAMES: Record<Language, string> = {
  english: "English",
  spanish: "Spanish",
  portuguese: "Portuguese",
  french: "French",
  italian: "Italian",
};

/**
 * The translation language for the whole app (localStorage "selectedLanguage"). A native select
 * (the phone's own picker, no extra JavaScript in the initial bundle) laid invisibly over a compact
 * label: "EN" on small screens, "English" from sm up.
 */
export function LanguageSelect() {
  const [language, setLanguage] = useSelectedLanguage();
  return (
    <div className="relative inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm hover:bg-accent focus-within:ring-2 focus-within:ring-ring sm:gap-1.5 sm:px-3">
      <LanguagesIcon className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
      <span aria-hidden className="uppercase sm:hidden">{language.slice(0, 2)}</span>
      <span aria-hidden className="hidden sm:inline">{LANGUAGE_NAMES[language]}</span>
      <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden />
      <select
        aria-label="Translation language"
        value={language}
        onChange={(e) => setLanguage(e.target.value as Language)}
        className="absolute inset-0 cursor-pointer appearance-none text-base opacity-0"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
