import { defineRoute } from "../../http/route";
import { SpeechQuerySchema, SpeechStatusSchema } from "../../../shared/api/speech";
import { speak, speechStatus } from "./service";

export const speechRoutes = [
  defineRoute({
    method: "GET",
    path: "/speech/status",
    permission: "user",
    response: SpeechStatusSchema,
    handler: ({ deps }) => speechStatus(deps.speech),
  }),
  defineRoute({
    method: "GET",
    path: "/speech",
    permission: "user",
    query: SpeechQuerySchema,
    response: "raw",
    handler: async ({ deps, query }) => {
      const wav = await speak(deps, query.text);
      // The same text always sounds the same: the browser keeps it (one request per word).
      return new Response(new Uint8Array(wav), {
        headers: {
          "content-type": "audio/wav",
          "content-length": String(wav.length),
          "cache-control": "private, max-age=31536000, immutable",
        },
      });
    },
  }),
];
