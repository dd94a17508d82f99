import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { SESSION_TOAST_ID } from "@/client/lib/toast";
import { refreshSession, SESSION_QUERY_KEY } from "./use-session";

/**
 * After a log-in or sign-up: forget anything cached for a previous user, load the new session into
 * ["me"] (so the protected routes see it at once), show the toast and go to /.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (message: { title: string; description: string }) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      await refreshSession(queryClient);
      toast.success(message.title, { description: message.description, id: SESSION_TOAST_ID });
      navigate("/", { replace: true });
    },
    [queryClient, navigate],
  );
}
