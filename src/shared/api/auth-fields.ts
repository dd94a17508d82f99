import type { z } from "zod";

/**
 * The account forms' field limits and error wording, without their zod schemas (src/shared/api/auth.ts,
 * which re-exports these): a page that only draws a form does not build zod or the schemas; its
 * submit loads them.
 */
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;
/** Names must be shorter than this. */
export const NAME_MAX_EXCLUSIVE = 100;

/** Form field limits: names under 100 characters, e-mail at most 255, password at most 72. */
export const FIELD_MAX_LENGTH = { name: NAME_MAX_EXCLUSIVE, email: EMAIL_MAX, password: PASSWORD_MAX } as const;

/** The first validation message of a failed parse, as shown in the 'Invalid input' toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
