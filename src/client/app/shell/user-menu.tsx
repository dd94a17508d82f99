import { LogOutIcon, SettingsIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import type { Me } from "@/shared/api/me";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { AvatarFace } from "./avatar-face";
import { useLogOut } from "./use-log-out";
import { m } from "@/client/lib/i18n";

export function displayName(me: Me): string {
  return [me.user.firstName, me.user.lastName].filter((s) => s && s.trim()).join(" ").trim() || me.user.email;
}

/** Everyone's menu (loaded after the shell; AvatarFace stands in until then): who is signed in, Settings, Account & security, Log out. */
export function UserMenu({ me }: { me: Me }) {
  const { logOut, pending } = useLogOut();
  return (
    <DropdownMenu>
      <WithTooltip label={m.account_title()}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full">
            <AvatarFace me={me} />
          </Button>
        </DropdownMenuTrigger>
      </WithTooltip>
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
