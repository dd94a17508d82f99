import { ChevronDownIcon, LanguagesIcon } from "lucide-react";
import { useRef } from "react";
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "@/shared/domain";
import { m } from "@/client/lib/i18n";
import { useChoiceBeforeHydration } from "@/client/lib/use-choice-before-hydration";
import { useSelectedLanguage } from "@/client/lib/use-selected-language";

const NAMES: Record<Language, () => string> = {
  english: m.gloss_english,
  spanish: m.gloss_spanish,
  portuguese: m.gloss_portuguese,
  french: m.gloss_french,
  italian: m.gloss_italian,
};

/** A translation language's name in the interface language. */
export const languageName = (language: Language): string => NAMES[language]();

/**
 * The translation language for the whole app (localStorage "selectedLanguage"). A native select
 * (the phone's own picker, no extra JavaScript in the initial bundle) laid invisibly over a compact
 * label: "EN" on small screens, "English" from sm up. A choice made from the keyboard before the
 * app took over the page is kept.
 */
export function LanguageSelect() {
  const [language, setLanguage] = useSelectedLanguage();
  const ref = useRef<HTMLSelectElement>(null);
  useChoiceBeforeHydration(ref);
  return (
    <div className="relative inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm hover:bg-accent focus-within:ring-2 focus-within:ring-ring sm:gap-1.5 sm:px-3">
      <LanguagesIcon className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
      <span aria-hidden className="uppercase sm:hidden">{LANGUAGE_TAGS[language]}</span>
      <span aria-hidden className="hidden sm:inline">{languageName(language)}</span>
      <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden />
      <select
        ref={ref}
        aria-label={m.shell_translation_language()}
        value={language}
        onChange={(e) => setLanguage(e.target.value as Language)}
        className="absolute inset-0 cursor-pointer appearance-none text-base opacity-0"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
