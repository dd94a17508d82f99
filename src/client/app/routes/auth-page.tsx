import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "@/client/components/ui/spinner";
import { sessionQueryOptions } from "@/client/features/auth/hooks/use-session";
import { parseAuthMode } from "@/client/features/auth/lib/auth-mode";
import { ConfirmAddressCard } from "@/client/features/auth/components/confirm-address-card";
import { LogInForm } from "@/client/features/auth/components/log-in-form";
import { NewPasswordForm } from "@/client/features/auth/components/new-password-form";
import { ResetRequestForm } from "@/client/features/auth/components/reset-request-form";
import { SignUpForm } from "@/client/features/auth/components/sign-up-form";
import { m } from "@/client/lib/i18n";
import { useHydrating } from "@/client/lib/use-hydrating";

/** How recent a session answer is taken as the server's word now (the app's start-up check). */
const SESSION_JUST_READ_MS = 10_000;

/** /auth: sign up (default), log in (+ second factor), reset request, the new-password form, and the confirm-address button. */
export function AuthPage() {
  const [params] = useSearchParams();
  const mode = parseAuthMode(params.get("mode"));
  const navigate = useNavigate();
  // Ask the server unless the answer is this moment's (a cached one may predate a log-out): the
  // one the server's first screen came with, read with this page, or the one the app asked for as
  // it started (app.tsx), still on its way or just answered — a visitor's page asks once, or not at all.
  const hydrating = useHydrating();
  const session = useQuery({ ...sessionQueryOptions(), staleTime: hydrating ? Infinity : SESSION_JUST_READ_MS, refetchOnMount: true });
  const signedIn = !!session.data && !session.isFetching;

  useEffect(() => {
    // A reset link, or a confirmation link of another account, opened while signed in still shows its
    // form (the reset signs other sessions out; the confirmation ends only that account's).
    if (signedIn && mode !== "new-password" && mode !== "confirm-address") navigate("/", { replace: true });
  }, [signedIn, mode, navigate]);

  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-8 bg-muted/40 px-4 py-10">
      <div className="flex flex-col items-center gap-1 text-center">
        <span className="text-3xl font-bold tracking-tight text-primary">Milim</span>
        <span dir="rtl" lang="he" className="hebrew text-2xl text-muted-foreground">מִלִּים</span>
      </div>
      {session.isPending ? (
        <Spinner label={m.auth_checking_session()} />
      ) : mode === "login" ? (
        <LogInForm confirmToken={params.get("confirm")} />
      ) : mode === "reset" ? (
        <ResetRequestForm />
      ) : mode === "confirm-address" ? (
        <ConfirmAddressCard token={params.get("token")} />
      ) : mode === "new-password" ? (
        <NewPasswordForm token={params.get("token")} linkError={params.get("error")} confirmed={params.get("confirmed") === "1"} />
      ) : (
        <SignUpForm />
      )}
    </main>
  );
}
