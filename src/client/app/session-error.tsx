import { useQueryClient } from "@tanstack/react-query";
import { WifiOffIcon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { SESSION_QUERY_KEY } from "@/client/features/auth/hooks/use-session";
import { pendingAnswers } from "@/client/features/progress/lib/pending-answers";
import { m } from "@/client/lib/i18n";

/** The session could not be checked (offline, or the server is down): keep the shell, offer a retry. */
export function SessionError() {
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(pendingAnswers.subscribe, pendingAnswers.count, () => 0);
  return (
    <>
      <header className="border-b">
        <div className="mx-auto flex h-14 w-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link to="/" className="text-xl font-bold tracking-tight text-primary">Milim</Link>
        </div>
      </header>
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center">
        <WifiOffIcon className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">{m.shell_offline_title()}</h1>
        <p className="max-w-sm text-muted-foreground">
          {m.shell_offline_reason()}{" "}
          {waiting > 0 ? m.shell_offline_waiting({ count: waiting }) : m.shell_offline_safe()}
        </p>
        <Button onClick={() => void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY })}>{m.common_try_again()}</Button>
      </div>
    </>
  );
}
