import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";

interface SettingsSectionProps {
  /** Makes the heading's id (`${id}-title`), which names the region. */
  id: string;
  title: string;
  icon?: LucideIcon;
  description: ReactNode;
  children: ReactNode;
}

/** A section of the settings page: a card that is a named region, with its heading and what it is for. */
export function SettingsSection({ id, title, icon: Icon, description, children }: SettingsSectionProps) {
  return (
    <Card id={id} role="region" aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold leading-tight tracking-tight">
          {Icon && <Icon aria-hidden className="size-5 text-primary" />}
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
