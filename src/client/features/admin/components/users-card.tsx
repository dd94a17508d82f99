import { useState } from "react";
import { PlusIcon, UsersIcon } from "lucide-react";
import { toast } from "sonner";
import { ROLE_LABELS, USER_ROLES, USER_TOASTS, type AdminUser, type UserRoleChoice } from "@/shared/api/users";
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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "Never");
const fullName = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(" ") || "—";
const place = (u: AdminUser) => [u.city, u.country].filter(Boolean).join(", ") || "—";

/** All Users (spec 001 §2 Admin Panel): the list, create, edit profile, role and delete. */
export function UsersCard({ currentUserId }: { currentUserId: string | undefined }) {
  const users = useUsers();
  const setRole = useSetUserRole();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminUser | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  function changeRole(u: AdminUser, role: UserRoleChoice) {
    setRole.mutate({ id: u.id, role }, {
      onSuccess: () => toast.success(role === "none" ? USER_TOASTS.roleRemoved : USER_TOASTS.roleSet(role)),
      onError: (e) => toast.error(`Failed to update role: ${e.message}`),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(USER_TOASTS.deleted),
      onError: (e) => toast.error(`Failed to delete user: ${e.message}`),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card id="users" className="min-w-0 scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2"><UsersIcon className="size-5" aria-hidden />All Users</CardTitle>
          <CardDescription>Accounts of this instance, their progress and their roles.</CardDescription>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}><PlusIcon aria-hidden />Add User</Button>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner label="Loading users" />
        ) : users.isError ? (
          <p className="text-sm text-destructive">Could not load the users: {users.error.message}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[56rem] text-sm">
              <thead className="text-left text-muted-foreground">
                <tr className="border-b">
                  <th className="py-2 pe-3 font-medium">Email</th>
                  <th className="py-2 pe-3 font-medium">Name</th>
                  <th className="py-2 pe-3 font-medium">Location</th>
                  <th className="py-2 pe-3 text-end font-medium">Words learned</th>
                  <th className="py-2 pe-3 font-medium">Created</th>
                  <th className="py-2 pe-3 font-medium">Last sign-in</th>
                  <th className="py-2 pe-3 font-medium">Role</th>
                  <th className="py-2 font-medium"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id} className="border-b last:border-0" data-testid="user-row">
                    <td className="py-2 pe-3 break-all">{u.email}</td>
                    <td className="py-2 pe-3">{fullName(u)}</td>
                    <td className="py-2 pe-3">{place(u)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{u.wordsLearned.toLocaleString()}</td>
                    <td className="py-2 pe-3 whitespace-nowrap">{when(u.createdAt)}</td>
                    <td className="py-2 pe-3 whitespace-nowrap">{when(u.lastSignInAt)}</td>
                    <td className="py-2 pe-3">
                      <Select value={u.role} onValueChange={(r) => changeRole(u, r as UserRoleChoice)} disabled={setRole.isPending}>
                        <SelectTrigger className="w-28" aria-label={`Role of ${u.email}`}><SelectValue /></SelectTrigger>
                        <SelectContent>
                          {USER_ROLES.map((r) => <SelectItem key={r} value={r}>{ROLE_LABELS[r]}</SelectItem>)}
                        </SelectContent>
                      </Select>
                    </td>
                    <td className="py-2">
                      <RowActions name={u.email} onEdit={() => setDialog({ open: true, editing: u })} onDelete={() => setDeleting(u)}
                        deleteDisabledReason={u.id === currentUserId ? "You cannot delete your own account here." : undefined} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          Locations are looked up at sign-up from the address used: <a href="https://db-ip.com" target="_blank" rel="noreferrer" className="underline">IP Geolocation by DB-IP</a>.
        </p>
      </CardContent>
      <UserFormDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title="Delete user?"
        description={`This will permanently delete ${deleting?.email ?? "this user"} with their progress, settings and backups. This action cannot be undone.`}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
