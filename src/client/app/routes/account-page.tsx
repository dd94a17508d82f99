import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { TwoFactorCard } from "@/client/features/auth/components/two-factor-card";
import { InterfaceLanguageCard } from "@/client/features/settings/components/interface-language-card";
import { ThemeCard } from "@/client/features/settings/components/theme-card";
import { m } from "@/client/lib/i18n";

/** /account: who is signed in, the interface language, the theme, and the security settings (two-factor authentication). */
export function AccountPage() {
  const { data: me, isPending } = useSession();
  if (isPending) return <div className="flex justify-center p-10"><Spinner label={m.account_loading()} /></div>;
  if (!me) return null; // the protected route sends anonymous visitors to /auth

  const name = [me.user.firstName, me.user.lastName].filter(Boolean).join(" ");
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{m.account_title()}</h1>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight tracking-tight">{m.account_profile_title()}</h2>
          <CardDescription>{m.account_profile_description()}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{m.account_name()}</dt>
            <dd data-testid="account-name">{name || "—"}</dd>
            <dt className="text-muted-foreground">{m.account_email()}</dt>
            <dd data-testid="account-email" className="break-all">{me.user.email}</dd>
            <dt className="text-muted-foreground">{m.account_role()}</dt>
            <dd>{me.isAdmin ? m.account_role_admin() : m.account_role_learner()}</dd>
          </dl>
        </CardContent>
      </Card>
      <InterfaceLanguageCard />
      <ThemeCard />
      <TwoFactorCard enabled={me.user.twoFactorEnabled} />
    </div>
  );
}
