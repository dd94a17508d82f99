import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { TRANSLATION_IDLE_MS, TRANSLATION_TOASTS, type TranslationStatus } from "@/shared/api/translation";
import { useStartTranslation } from "../api/start-translation";

/**
 * Starting a translation and the running flag (spec 000 §4, §8): the flag turns on when the user
 * starts or when the translated count rises, and off at 100 % or 30 s after the count stops changing.
 */
export function useTranslate(status: TranslationStatus | undefined) {
  const start = useStartTranslation();
  const [running, setRunning] = useState(false);
  const last = useRef<number | undefined>(undefined);
  const complete = !!status && status.missing === 0;

  useEffect(() => {
    if (!status) return;
    const rose = last.current !== undefined && status.translated > last.current;
    last.current = status.translated;
    if (status.missing === 0) setRunning(false);
    else if (rose) setRunning(true);
  }, [status]);
  useEffect(() => {
    if (!running) return;
    const t = setTimeout(() => setRunning(false), TRANSLATION_IDLE_MS);
    return () => clearTimeout(t);
  }, [running, status?.translated]);

  function translate() {
    toast.info(TRANSLATION_TOASTS.starting);
    start.mutate(undefined, {
      onSuccess: (r) => {
        if (r.allComplete) toast.success(r.message, { duration: 10_000 });
        else {
          setRunning(true);
          toast.success(TRANSLATION_TOASTS.started(r.translated), { description: r.message, duration: 5_000 });
        }
      },
      onError: (e) => toast.error(TRANSLATION_TOASTS.failed(e.message)),
    });
  }
  return { translate, running, complete, disabled: start.isPending || complete || !status };
}
