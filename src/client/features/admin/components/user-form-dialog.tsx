import { useEffect, useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import { CreateUserSchema, UpdateUserProfileSchema, USER_FIELD_MAX, type AdminUser } from "@/shared/api/users";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";
import { m } from "@/client/lib/i18n";

const EMPTY = { email: "", password: "", firstName: "", lastName: "", country: "", city: "" };
type Values = typeof EMPTY;

/**
 * Create or edit a user: a new user needs e-mail and password (hint: minimum 6
 * characters); when editing, the e-mail is shown but cannot be changed and there is no password.
 */
export function UserFormDialog({ open, onOpenChange, editing }: { open: boolean; onOpenChange(open: boolean): void; editing: AdminUser | null }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    setValues(editing
      ? { email: editing.email, password: "", firstName: editing.firstName ?? "", lastName: editing.lastName ?? "", country: editing.country ?? "", city: editing.city ?? "" }
      : EMPTY);
  }, [open, editing]);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const fail = (e: Error) => toast.error(m.admin_user_save_failed({ message: e.message }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const profile = { firstName: values.firstName, lastName: values.lastName, country: values.country, city: values.city };
    if (editing) {
      const parsed = UpdateUserProfileSchema.safeParse(profile);
      if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.admin_user_save_failed({ message })));
      update.mutate({ id: editing.id, profile }, {
        onSuccess: () => { toast.success(m.admin_user_updated()); onOpenChange(false); },
        onError: fail,
      });
      return;
    }
    const parsed = CreateUserSchema.safeParse({ ...profile, email: values.email, password: values.password });
    if (!parsed.success) return void showIssue(parsed.error, (message) => toast.error(m.admin_user_save_failed({ message })));
    create.mutate({ ...profile, email: values.email, password: values.password }, {
      onSuccess: () => { toast.success(m.admin_user_created()); onOpenChange(false); },
      onError: fail,
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? m.admin_user_edit() : m.admin_user_add()} description={editing ? m.admin_user_edit_description() : m.admin_user_add_description()}
      onSubmit={onSubmit} busy={busy} submitLabel={editing ? m.admin_save() : m.admin_create()}>
      <div className="grid gap-2">
        <Label htmlFor="user-email">{m.admin_email()}</Label>
        <Input id="user-email" type="email" dir="ltr" className="rtl:text-right" required={!editing} disabled={!!editing} maxLength={255} value={values.email} onChange={set("email")} />
      </div>
      {!editing && (
        <div className="grid gap-2">
          <Label htmlFor="user-password">{m.admin_password()}</Label>
          <Input id="user-password" type="password" autoComplete="new-password" required maxLength={72} value={values.password} onChange={set("password")} aria-describedby="user-password-hint" />
          <p id="user-password-hint" className="text-sm text-muted-foreground">{m.admin_password_hint()}</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-first-name" label={m.admin_first_name()} value={values.firstName} onChange={set("firstName")} />
        <Field id="user-last-name" label={m.admin_last_name()} value={values.lastName} onChange={set("lastName")} />
        <Field id="user-country" label={m.admin_country()} value={values.country} onChange={set("country")} />
        <Field id="user-city" label={m.admin_city()} value={values.city} onChange={set("city")} />
      </div>
    </FormDialog>
  );
}

function Field({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(e: { target: { value: string } }): void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} maxLength={USER_FIELD_MAX} value={value} onChange={onChange} />
    </div>
  );
}
