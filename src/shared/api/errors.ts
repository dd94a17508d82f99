import { z } from "zod";
import { MessageParamsSchema } from "./message-params";

/**
 * Every API error has this shape. `messageKey` and `params`: the message key (`server_<key>` in
 * messages/*.json) and parameters the server threw it with (the client words it in the
 * learner's language; `message` stays the English text).
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    messageKey: z.string().optional(),
    params: MessageParamsSchema.optional(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
