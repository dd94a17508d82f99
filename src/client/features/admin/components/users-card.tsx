import { useState } from "react";
import { PlusIcon, UsersIcon } from "lucide-react";
import { toast } from "sonner";
import { USER_ROLES, type AdminUser, type UserRoleChoice } from "@/shared/api/users";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteUser } from "../api/delete-user";
import { useUsers } from "../api/list-users";
import { useSetUserRole } from "../api/set-user-role";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { RowActions } from "./row-actions";
import { UserFormDialog } from "./user-form-dialog";
import { m } from "@/client/lib/i18n";
import { formatDate, formatNumber } from "@/client/lib/format";

const when = (iso: string | null) => (iso ? formatDate(iso, { dateStyle: "medium" }) : m.admin_never());
const ROLE_LABELS: Record<UserRoleChoice, () => string> = { none: m.admin_role_none, user: m.admin_role_user, admin: m.admin_role_admin };
const fullName = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(" ") || "—";
const place = (u: AdminUser) => [u.city, u.country].filter(Boolean).join(", ") || "—";

/** All Users (Admin Panel): the list, create, edit profile, role and delete. */
export function UsersCard({ currentUserId }: { currentUserId: string | undefined }) {
  const users = useUsers();
  const setRole = useSetUserRole();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminUser | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  function changeRole(u: AdminUser, role: UserRoleChoice) {
    setRole.mutate({ id: u.id, role }, {
      onSuccess: () => toast.success(role === "none" ? m.admin_role_removed() : role === "admin" ? m.admin_role_set_admin() : m.admin_role_set_user()),
      onError: (e) => toast.error(m.admin_role_update_failed({ message: e.message })),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(m.admin_user_deleted()),
      onError: (e) => toast.error(m.admin_user_delete_failed({ message: e.message })),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card id="users" className="min-w-0 scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><UsersIcon className="size-5" aria-hidden />{m.admin_users_title()}</CardTitle>
          <CardDescription>{m.admin_users_description()}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />{m.admin_user_add()}</Button>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner label={m.admin_loading_users()} />
        ) : users.isError ? (
          <p className="text-sm text-destructive">{m.admin_users_load_failed({ message: users.error.message })}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[56rem] text-sm">
              <thead className="text-start text-muted-foreground">
                <tr className="border-b">
                  <th className="py-2 pe-3 text-start font-medium">{m.admin_email()}</th>
                  <th className="py-2 pe-3 text-start font-medium">{m.admin_col_name()}</th>
                  <th className="py-2 pe-3 text-start font-medium">{m.admin_col_location()}</th>
                  <th className="py-2 pe-3 text-end font-medium">{m.admin_col_words_learned()}</th>
                  <th className="py-2 pe-3 text-start font-medium">{m.admin_col_created()}</th>
                  <th className="py-2 pe-3 text-start font-medium">{m.admin_col_last_sign_in()}</th>
                  <th className="py-2 pe-3 text-start font-medium">{m.admin_col_role()}</th>
                  <th className="py-2 font-medium"><span className="sr-only">{m.admin_col_actions()}</span></th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id} className="border-b last:border-0" data-testid="user-row">
                    {/* What the users typed, in its own direction (a Latin address or name in the Hebrew interface). */}
                    <td className="py-2 pe-3 break-all"><span dir="ltr">{u.email}</span></td>
                    <td className="py-2 pe-3"><span dir="auto">{fullName(u)}</span></td>
                    <td className="py-2 pe-3"><span dir="auto">{place(u)}</span></td>
                    <td className="py-2 pe-3 text-end tabular-nums">{formatNumber(u.wordsLearned)}</td>
                    <td className="py-2 pe-3 whitespace-nowrap">{when(u.createdAt)}</td>
                    <td className="py-2 pe-3 whitespace-nowrap">{when(u.lastSignInAt)}</td>
                    <td className="py-2 pe-3">
                      <Select value={u.role} onValueChange={(r) => changeRole(u, r as UserRoleChoice)} disabled={setRole.isPending}>
                        <SelectTrigger className="w-28" aria-label={m.admin_role_of({ email: u.email })}><SelectValue /></SelectTrigger>
                        <SelectContent>
                          {USER_ROLES.map((r) => <SelectItem key={r} value={r}>{ROLE_LABELS[r]()}</SelectItem>)}
                        </SelectContent>
                      </Select>
                    </td>
                    <td className="py-2">
                      <RowActions name={u.email} onEdit={() => setDialog({ open: true, editing: u })} onDelete={() => setDeleting(u)}
                        deleteDisabledReason={u.id === currentUserId ? m.admin_cannot_delete_self() : undefined} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          {m.admin_locations_note()} <a href="https://db-ip.com" target="_blank" rel="noreferrer" className="underline">{m.admin_dbip_attribution()}</a>.
        </p>
      </CardContent>
      <UserFormDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={m.admin_user_delete_title()}
        description={m.admin_user_delete_description({ email: deleting?.email ?? m.admin_this_user() })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
