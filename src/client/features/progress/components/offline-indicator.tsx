import { onlineManager, useIsMutating } from "@tanstack/react-query";
import { CloudUploadIcon, WifiOffIcon } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { m } from "@/client/lib/i18n";
import { PARSING_ANSWER_KEY } from "@/client/lib/query-keys";
import { pendingAnswers } from "../lib/pending-answers";

/** How long answers may be on their way, online, before the indicator says they are waiting. */
const ONLINE_GRACE_MS = 3_000;

export function waitingText(online: boolean, waiting: number): string {
  if (!online) return waiting > 0 ? m.progress_offline_answers_waiting({ count: waiting }) : m.progress_offline();
  return m.progress_answers_waiting({ count: waiting });
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * The shell's connection note: 'Offline — N answers waiting' while the browser is offline (answers
 * are kept in this browser and sent when the connection is back), and 'N answers waiting' when
 * answers have not reached the server for a few seconds although the browser is online. Fixed at the
 * bottom of the screen, so it moves nothing on the page. The study answers and the parsing drill's
 * answers (mutations of their own, kept in the offline copy) are counted together.
 */
export function OfflineIndicator() {
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true);
  const waiting = useSyncExternalStore(pendingAnswers.subscribe, pendingAnswers.count, () => 0) + useIsMutating({ mutationKey: PARSING_ANSWER_KEY });
  const [late, setLate] = useState(false);

  useEffect(() => {
    setLate(false);
    if (!online || waiting === 0) return;
    const timer = setTimeout(() => setLate(true), ONLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [online, waiting]);

  const show = !online || (waiting > 0 && late);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {show && (
        <p data-testid="offline-indicator" className="flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-medium shadow-lg">
          {online ? <CloudUploadIcon aria-hidden className="size-4" /> : <WifiOffIcon aria-hidden className="size-4" />}
          {waitingText(online, waiting)}
        </p>
      )}
    </div>
  );
}
