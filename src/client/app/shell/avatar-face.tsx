import type { Me } from "@/shared/api/me";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

export function initials(me: Me): string {
  const parts = [me.user.firstName, me.user.lastName].map((s) => s?.trim()).filter((s): s is string => !!s);
  const letters = parts.length ? parts.map((p) => p[0]) : [me.user.email[0]];
  return letters.join("").slice(0, 2).toUpperCase();
}

/** The account button's face. The name starts with the initials it shows (WCAG 2.5.3 label in name): "DL, account menu". */
export function AvatarFace({ me }: { me: Me }) {
  return (
    <>
      <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        {initials(me)}
      </span>
      <span className="sr-only">{m.shell_account_menu()}</span>
    </>
  );
}

/** The account button as it looks while the menu's code loads (the dropdown stays out of the initial bundle). */
export function AvatarPlaceholder({ me }: { me: Me }) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" disabled>
      <AvatarFace me={me} />
    </Button>
  );
}
