import { LanguagesIcon } from "lucide-react";
import { isLocale, LOCALE_NAMES, LOCALES, localeDir } from "@/shared/i18n/locales";
import { SettingsSection } from "@/client/components/settings-section";
import { Label } from "@/client/components/ui/label";
import { followBrowserLocale, m, setInterfaceLocale } from "@/client/lib/i18n";
import { useSettings } from "../api/get-settings";
import { useUpdateSettings } from "../api/update-settings";

const BROWSER = "browser";

/**
 * Account → Interface language: saved with the learner's settings, so it follows them to
 * every device; "the browser's languages" (null) until they choose. Each language is named in
 * itself. Separate from the words' translation language (the top bar).
 */
export function InterfaceLanguageCard() {
  const settings = useSettings();
  const update = useUpdateSettings({ errorTitle: m.settings_interface_language_error() });
  const saved = settings.data?.interfaceLanguage ?? null;
  return (
    <SettingsSection id="interface-language" icon={LanguagesIcon} title={m.settings_interface_language_title()}
      description={m.settings_interface_language_description()}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="interface-language-select">{m.settings_interface_language_label()}</Label>
        <select
          id="interface-language-select"
          className="h-9 w-full max-w-xs rounded-md border border-input bg-transparent px-3 text-base shadow-xs focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          value={saved ?? BROWSER}
          disabled={settings.isPending}
          onChange={(e) => {
            const value = e.target.value;
            const locale = isLocale(value) ? value : null;
            update.mutate({ interfaceLanguage: locale });
            if (locale) setInterfaceLocale(locale);
            else followBrowserLocale();
          }}
        >
          <option value={BROWSER}>{m.settings_interface_language_browser()}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l} dir={localeDir(l)}>{LOCALE_NAMES[l]}</option>
          ))}
        </select>
      </div>
    </SettingsSection>
  );
}
