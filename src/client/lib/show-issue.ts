import type { z } from "zod";

/**
 * Shows a failed form parse's first message in the learner's language: a schema's message is a
 * key (src/shared/i18n/schema-message.ts), worded by the lazily loaded server catalogue.
 */
export async function showIssue(error: z.ZodError, show: (text: string) => void): Promise<void> {
  const { wordIssueMessage } = await import("./word-server-message");
  show(wordIssueMessage(error.issues[0]?.message));
}
