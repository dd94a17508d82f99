import { MoonIcon, SunIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { useIsDarkMode } from "@/client/lib/dark-mode";
import { useUpdateSettings } from "@/client/features/settings/api/update-settings";

/** Switches light/dark and saves it as the user's setting (settings.dark_mode). */
export function DarkModeToggle() {
  const dark = useIsDarkMode();
  const update = useUpdateSettings({ errorTitle: "Could not save the theme" });
  const label = dark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <WithTooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dark mode"
        aria-pressed={dark}
        className="text-muted-foreground hover:text-foreground"
        onClick={() => update.mutate({ darkMode: !dark })}
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </Button>
    </WithTooltip>
  );
}
