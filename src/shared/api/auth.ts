import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import type { ServerMessageKey } from "../i18n/server-message-key";

/**
 * Account forms and the better-auth endpoints they call. The same schemas
 * validate the forms in the browser and the requests on the server (src/server/auth/validate-auth-request.ts).
 */
import { EMAIL_MAX, NAME_MAX_EXCLUSIVE, PASSWORD_MAX, PASSWORD_MIN } from "./auth-fields";

export { EMAIL_MAX, FIELD_MAX_LENGTH, firstIssueMessage, NAME_MAX_EXCLUSIVE, PASSWORD_MAX, PASSWORD_MIN } from "./auth-fields";

export const AUTH_MESSAGES = {
  invalidEmail: "auth_email_invalid",
  emailTooLong: "auth_email_too_long",
  passwordTooShort: "auth_password_too_short",
  passwordTooLong: "auth_password_too_long",
  firstNameRequired: "auth_first_name_required",
  firstNameTooLong: "auth_first_name_too_long",
  lastNameRequired: "auth_last_name_required",
  lastNameTooLong: "auth_last_name_too_long",
} as const;

const email = z
  .string({ error: schemaMessage(AUTH_MESSAGES.invalidEmail) })
  .trim()
  .max(EMAIL_MAX, { error: schemaMessage(AUTH_MESSAGES.emailTooLong, { max: EMAIL_MAX }) })
  .pipe(z.email({ error: schemaMessage(AUTH_MESSAGES.invalidEmail) }));

const password = z
  .string({ error: schemaMessage(AUTH_MESSAGES.passwordTooShort, { min: PASSWORD_MIN }) })
  .min(PASSWORD_MIN, { error: schemaMessage(AUTH_MESSAGES.passwordTooShort, { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: schemaMessage(AUTH_MESSAGES.passwordTooLong, { max: PASSWORD_MAX }) });

const name = (required: ServerMessageKey, tooLong: ServerMessageKey) =>
  z
    .string({ error: schemaMessage(required) })
    .trim()
    .min(1, { error: schemaMessage(required) })
    .max(NAME_MAX_EXCLUSIVE - 1, { error: schemaMessage(tooLong, { max: NAME_MAX_EXCLUSIVE }) });

/** The address and password rules, for other forms that take them (an administrator's new user). */
export const EmailSchema = email;
export const PasswordSchema = password;

export const SignInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  firstName: name(AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.firstNameTooLong),
  lastName: name(AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameTooLong),
  email,
  password,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * better-auth's update-user: the names follow the sign-up rules; `name` (shown in the header) is
 * made from them by the server, so a client may not send one of its own. The image, when sent, is
 * an http(s) URL or null.
 */
export const UpdateUserSchema = z.object({
  firstName: name(AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.firstNameTooLong).optional(),
  lastName: name(AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameTooLong).optional(),
  image: z.url({ protocol: /^https?$/ }).max(2048).nullable().optional(),
}).strict();
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const RequestPasswordResetSchema = z.object({ email });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetSchema>;

export const NewPasswordSchema = z.object({ password });
export type NewPasswordInput = z.infer<typeof NewPasswordSchema>;

/** A 6-digit TOTP code or a backup code (better-auth's are 10 characters, shown as xxxxx-xxxxx). */
export const TwoFactorCodeSchema = z.object({
  code: z.string().trim().min(6, { error: schemaMessage("auth_code_required") }).max(32, { error: schemaMessage("auth_code_too_long") }),
});

/** Per-address sign-in limit: this many failures within the window lock the address until it passes. */
/**
 * Failed log-ins per address and client address: the first `maxFailures` are free, then the client
 * waits `firstWaitSeconds`, doubling with each failure up to the window; a window without failures forgets them.
 */
export const SIGN_IN_EMAIL_LIMIT = { maxFailures: 5, firstWaitSeconds: 30, windowSeconds: 15 * 60 } as const;

/** POST /api/confirm-address: the button of the sign-up confirmation link opened in another browser. */
export const ConfirmAddressSchema = z.object({ token: z.string().min(1).max(4000) });
/** Where the browser goes next (a path of this site): the new-password form, or the log-in form. */
export const ConfirmAddressAnswerSchema = z.object({ next: z.string() });
export type ConfirmAddressAnswer = z.infer<typeof ConfirmAddressAnswerSchema>;

/** POST /api/setup-link: whether the first administrator's set-up link may still be used (answered 200 only when it may). */
export const SetupLinkSchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const SetupLinkAnswerSchema = z.object({ open: z.literal(true) });
export type SetupLinkAnswer = z.infer<typeof SetupLinkAnswerSchema>;
