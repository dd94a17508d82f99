import { MoonIcon, SunIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { useIsDarkMode } from "@/client/lib/dark-mode";
import { useUpdateSettings } from "@/client/features/settings/api/update-settings";
import { m } from "@/client/lib/i18n";

/** Switches light/dark and saves it as the user's setting (settings.dark_mode). */
export function DarkModeToggle() {
  const dark = useIsDarkMode();
  const update = useUpdateSettings({ errorTitle: m.shell_theme_error() });
  const label = dark ? m.shell_switch_to_light() : m.shell_switch_to_dark();
  return (
    <WithTooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={m.shell_dark_mode()}
        aria-pressed={dark}
        className="text-muted-foreground hover:text-foreground"
        onClick={() => update.mutate({ darkMode: !dark })}
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </Button>
    </WithTooltip>
  );
}
