import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CreateUserSchema, UpdateUserProfileSchema, USER_FIELD_MAX, USER_TOASTS, type AdminUser } from "@/shared/api/users";
import { FormDialog } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";

const EMPTY = { email: "", password: "", firstName: "", lastName: "", country: "", city: "" };
type Values = typeof EMPTY;

/**
 * Create or edit a user (spec 001 §5): a new user needs e-mail and password (hint: minimum 6
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
  const fail = (e: Error) => toast.error(`Failed to save user: ${e.message}`);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const profile = { firstName: values.firstName, lastName: values.lastName, country: values.country, city: values.city };
    if (editing) {
      const parsed = UpdateUserProfileSchema.safeParse(profile);
      if (!parsed.success) return void toast.error(`Failed to save user: ${parsed.error.issues[0]?.message}`);
      update.mutate({ id: editing.id, profile }, {
        onSuccess: () => { toast.success(USER_TOASTS.updated); onOpenChange(false); },
        onError: fail,
      });
      return;
    }
    const parsed = CreateUserSchema.safeParse({ ...profile, email: values.email, password: values.password });
    if (!parsed.success) return void toast.error(`Failed to save user: ${parsed.error.issues[0]?.message}`);
    create.mutate({ ...profile, email: values.email, password: values.password }, {
      onSuccess: () => { toast.success(USER_TOASTS.created); onOpenChange(false); },
      onError: fail,
    });
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={editing ? "Edit User" : "Add User"} description={editing ? "Change the profile. The e-mail address cannot be changed." : "Create an account that can log in at once."}
      onSubmit={onSubmit} busy={busy} submitLabel={editing ? "Save" : "Create"}>
      <div className="grid gap-2">
        <Label htmlFor="user-email">Email</Label>
        <Input id="user-email" type="email" required={!editing} disabled={!!editing} maxLength={255} value={values.email} onChange={set("email")} />
      </div>
      {!editing && (
        <div className="grid gap-2">
          <Label htmlFor="user-password">Password</Label>
          <Input id="user-password" type="password" autoComplete="new-password" required maxLength={72} value={values.password} onChange={set("password")} aria-describedby="user-password-hint" />
          <p id="user-password-hint" className="text-sm text-muted-foreground">Minimum 6 characters</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-first-name" label="First name" value={values.firstName} onChange={set("firstName")} />
        <Field id="user-last-name" label="Last name" value={values.lastName} onChange={set("lastName")} />
        <Field id="user-country" label="Country" value={values.country} onChange={set("country")} />
        <Field id="user-city" label="City" value={values.city} onChange={set("city")} />
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
