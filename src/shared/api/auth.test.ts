import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES, firstIssueMessage, NewPasswordSchema, RequestPasswordResetSchema, SignInSchema, SignUpSchema, TwoFactorCodeSchema,
} from "./auth";
import { readSchemaMessage } from "../i18n/schema-message";
import { renderServerMessage } from "../i18n/server-messages";

const valid = { firstName: "Dana", lastName: "Levi", email: "dana@example.com", password: "secret1" };

function messageOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown): string | null {
  const r = schema.safeParse(input);
  return r.success ? null : readSchemaMessage(firstIssueMessage(r.error as Parameters<typeof firstIssueMessage>[0]))?.key ?? null;
}

describe("sign-up schema", () => {
  it("accepts a valid form and trims the names and the address", () => {
    const r = SignUpSchema.parse({ ...valid, firstName: "  Dana ", lastName: "\tLevi\n", email: "  dana@example.com " });
    expect(r).toEqual(valid);
  });

  it.each([
    [{ firstName: "" }, AUTH_MESSAGES.firstNameRequired],
    [{ firstName: "   " }, AUTH_MESSAGES.firstNameRequired],
    [{ firstName: undefined }, AUTH_MESSAGES.firstNameRequired],
    [{ firstName: "a".repeat(100) }, AUTH_MESSAGES.firstNameTooLong],
    [{ lastName: "" }, AUTH_MESSAGES.lastNameRequired],
    [{ lastName: " " }, AUTH_MESSAGES.lastNameRequired],
    [{ lastName: "b".repeat(100) }, AUTH_MESSAGES.lastNameTooLong],
    [{ email: "not-an-address" }, AUTH_MESSAGES.invalidEmail],
    [{ email: "" }, AUTH_MESSAGES.invalidEmail],
    [{ email: `${"a".repeat(250)}@example.com` }, AUTH_MESSAGES.emailTooLong],
    [{ password: "12345" }, AUTH_MESSAGES.passwordTooShort],
    [{ password: "x".repeat(73) }, AUTH_MESSAGES.passwordTooLong],
  ])("rejects %o with %s", (patch, message) => {
    expect(messageOf(SignUpSchema, { ...valid, ...patch })).toBe(message);
  });

  it("uses the exact texts of the spec", () => {
    expect(renderServerMessage(AUTH_MESSAGES.invalidEmail)).toBe("Please enter a valid email address");
    expect(renderServerMessage(AUTH_MESSAGES.passwordTooShort, { min: 6 })).toBe("Password must be at least 6 characters");
    expect(renderServerMessage(AUTH_MESSAGES.firstNameRequired)).toBe("First name is required");
    expect(renderServerMessage(AUTH_MESSAGES.firstNameTooLong, { max: 100 })).toBe("First name must be less than 100 characters");
    expect(renderServerMessage(AUTH_MESSAGES.lastNameRequired)).toBe("Last name is required");
    expect(renderServerMessage(AUTH_MESSAGES.lastNameTooLong, { max: 100 })).toBe("Last name must be less than 100 characters");
  });

  it("accepts the limits themselves: names of 99, password of 6 and 72, address of 255", () => {
    const email = `${"a".repeat(255 - "@example.com".length)}@example.com`;
    expect(email.length).toBe(255);
    expect(SignUpSchema.safeParse({ ...valid, firstName: "a".repeat(99), lastName: "b".repeat(99), email, password: "x".repeat(72) }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...valid, password: "123456" }).success).toBe(true);
  });

  it("reports the fields in form order (first name first)", () => {
    expect(messageOf(SignUpSchema, {})).toBe(AUTH_MESSAGES.firstNameRequired);
  });
});

describe("log-in, reset and new-password schemas", () => {
  it("log-in needs a valid address and a 6–72 character password", () => {
    expect(SignInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(messageOf(SignInSchema, { email: "nope", password: "123456" })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(messageOf(SignInSchema, { email: "a@b.co", password: "123" })).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it("reset needs a valid address only", () => {
    expect(RequestPasswordResetSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
    expect(messageOf(RequestPasswordResetSchema, { email: "a@" })).toBe(AUTH_MESSAGES.invalidEmail);
  });

  it("a new password follows the password rule", () => {
    expect(messageOf(NewPasswordSchema, { password: "12345" })).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(NewPasswordSchema.safeParse({ password: "123456" }).success).toBe(true);
  });

  it("a second-factor code is 6 digits or a backup code", () => {
    expect(TwoFactorCodeSchema.safeParse({ code: "123456" }).success).toBe(true);
    expect(TwoFactorCodeSchema.safeParse({ code: "abcde-12345" }).success).toBe(true);
    expect(TwoFactorCodeSchema.safeParse({ code: "12" }).success).toBe(false);
  });
});
