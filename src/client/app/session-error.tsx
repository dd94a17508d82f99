import { useQueryClient } from "@tanstack/react-query";
import { WifiOffIcon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { SESSION_QUERY_KEY } from "@/client/features/auth/hooks/use-session";
import { pendingAnswers } from "@/client/features/progress/lib/pending-answers";

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
        <h1 className="text-xl font-semibold">Cannot reach the server</h1>
        <p className="max-w-sm text-muted-foreground">
          You may be offline, or the server is not running.{" "}
          {waiting > 0
            ? `${waiting === 1 ? "1 answer is" : `${waiting} answers are`} waiting in this browser and will be sent when the server can be reached.`
            : "Your study data is safe on the server."}
        </p>
        <Button onClick={() => void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY })}>Try again</Button>
      </div>
    </>
  );
}
