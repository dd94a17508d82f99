import { SunMoonIcon } from "lucide-react";
import { SettingsSection } from "@/client/components/settings-section";
import { Label } from "@/client/components/ui/label";
import { m } from "@/client/lib/i18n";
import { useSettings } from "../api/get-settings";
import { useUpdateSettings } from "../api/update-settings";

const CHOICES = { system: null, light: false, dark: true } as const;
type Choice = keyof typeof CHOICES;

const choiceOf = (darkMode: boolean | null): Choice => (darkMode === null ? "system" : darkMode ? "dark" : "light");

/**
 * Account → Theme: light or dark, saved with the learner's settings (every device), or as the
 * system (null, a new account's: each device's prefers-color-scheme, followed as it changes). The
 * top bar's button chooses light or dark too.
 */
export function ThemeCard() {
  const settings = useSettings();
  const update = useUpdateSettings({ errorTitle: m.shell_theme_error() });
  const names: Record<Choice, string> = { system: m.settings_theme_system(), light: m.settings_theme_light(), dark: m.settings_theme_dark() };
  return (
    <SettingsSection id="theme" icon={SunMoonIcon} title={m.settings_theme_title()} description={m.settings_theme_description()}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="theme-select">{m.settings_theme_label()}</Label>
        <select
          id="theme-select"
          className="h-9 w-full max-w-xs rounded-md border border-input bg-transparent px-3 text-base shadow-xs focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          value={choiceOf(settings.data?.darkMode ?? null)}
          disabled={settings.isPending}
          onChange={(e) => update.mutate({ darkMode: CHOICES[e.target.value as Choice] })}
        >
          {(Object.keys(CHOICES) as Choice[]).map((c) => <option key={c} value={c}>{names[c]}</option>)}
        </select>
      </div>
    </SettingsSection>
  );
}
