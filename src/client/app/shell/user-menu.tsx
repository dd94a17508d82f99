import { LogOutIcon, SettingsIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import type { Me } from "@/shared/api/me";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/client/components/ui/tooltip";
import { useLogOut } from "./use-log-out";
import { m } from "@/client/lib/i18n";

export function displayName(me: Me): string {
  return [me.user.firstName, me.user.lastName].filter((s) => s && s.trim()).join(" ").trim() || me.user.email;
}

export function initials(me: Me): string {
  const parts = [me.user.firstName, me.user.lastName].map((s) => s?.trim()).filter((s): s is string => !!s);
  const letters = parts.length ? parts.map((p) => p[0]) : [me.user.email[0]];
  return letters.join("").slice(0, 2).toUpperCase();
}

/** Everyone's menu: who is signed in, Settings, Account & security, Log out. */
export function UserMenu({ me }: { me: Me }) {
  const { logOut, pending } = useLogOut();
  return (
    <DropdownMenu>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="rounded-full">
              {/* The name starts with the initials it shows (WCAG 2.5.3 label in name): "DL, account menu". */}
              <span className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                {initials(me)}
              </span>
              <span className="sr-only">{m.shell_account_menu()}</span>
            </Button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent>{m.account_title()}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{displayName(me)}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{me.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <SettingsIcon />
            {m.shell_nav_settings()}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            {me.user.twoFactorEnabled ? <ShieldCheckIcon /> : <UserIcon />}
            {m.shell_menu_account()}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={pending} onSelect={() => void logOut()}>
          <LogOutIcon />
          {m.shell_menu_log_out()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
