import { hasEspeak } from "../../support/espeak";
import type { MatrixCase } from "./types";

/** Routes of src/server/modules/speech. With espeak-ng installed the server speaks (200), else 503. */
const spoken = hasEspeak ? 200 : 503;
const shalom = encodeURIComponent("שָׁלוֹם".normalize("NFC"));

export const cases: MatrixCase[] = [
  { route: "GET /speech/status", request: () => ({ url: "/api/speech/status" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /speech", request: () => ({ url: `/api/speech?text=${encodeURIComponent("שלום")}` }), expect: { anonymous: 401, owner: spoken, otherUser: spoken, admin: spoken } },
  { route: "GET /speech", request: () => ({ url: `/api/speech?text=${shalom}%20-v%20en` }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
];
