import { z } from "zod";

/** A server message's parameters beside its key (shared/i18n/server-message-key): names to strings or numbers. */
export const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
