import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { SESSION_TOAST_ID, toast } from "@/client/lib/toast";
import { followSystemTheme } from "@/client/lib/dark-mode";
import { m } from "@/client/lib/i18n";
import { authModeHref } from "@/client/features/auth/lib/auth-mode";

/** Log out: success toast then /auth's log-in form (whoever logs out has an account); failure toast stays on the page. */
export function useLogOut(): { logOut: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logOut = useCallback(async () => {
    setPending(true);
    try {
      // The auth client is only needed here: load it on demand to keep the initial bundle small.
      const { signOut } = await import("@/client/features/auth/api/sign-out");
      await signOut(queryClient);
      followSystemTheme();
      toast.success(m.shell_logged_out(), { description: m.shell_logged_out_description(), id: SESSION_TOAST_ID });
      navigate(authModeHref("login"), { replace: true });
    } catch {
      toast.error(m.common_error(), { description: m.shell_log_out_failed() });
    } finally {
      setPending(false);
    }
  }, [queryClient, navigate]);
  return { logOut, pending };
}
