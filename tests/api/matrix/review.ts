import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { collections, reviewCards, reviewFits, words } from "../../../src/server/db/schema";
import { call, type TestContext, type TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

/**
 * Routes of src/server/modules/review, the review settings (modules/settings) and the review
 * statistics (modules/statistics): every one is "user" and reads or writes the caller's own rows.
 */

/**
 * The owner's card on a word of their own private collection (english `secret-<marker>`), made by
 * a real answer. For the due list only, the card's due time is then moved into the past directly
 * (this checks who sees a due card, not when a card falls due: tests/api/review.test.ts does that
 * with a moved clock).
 */
async function ownersCard(ctx: TestContext, owner: TestUser, makeDue: boolean) {
  const marker = crypto.randomBytes(4).toString("hex");
  const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: `Review ${marker}`, slug: `matrix-review-${marker}`, ownerId: owner.id }).returning({ id: collections.id });
  const [w] = await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "סוֹד", english: `secret-${marker}` }).returning({ id: words.id });
  const res = await call(ctx, "POST", "/api/progress/answers", { user: owner, body: { id: crypto.randomUUID(), wordId: w!.id, action: "dont_know", durationMs: 1234 } });
  if (res.status !== 200) throw new Error(`answer failed: ${res.status} ${res.text}`);
  if (makeDue) await ctx.deps.db.update(reviewCards).set({ due: sql`now() - interval '1 minute'` }).where(eq(reviewCards.wordId, w!.id));
  const [card] = await ctx.deps.db.select({ id: reviewCards.id }).from(reviewCards).where(eq(reviewCards.wordId, w!.id));
  return { marker, cardId: Number(card!.id) };
}

const everyoneSignedIn = { anonymous: 401, owner: 200, otherUser: 200, admin: 200 };
const badInput = { anonymous: 401, owner: 400, otherUser: 400, admin: 400 };
const notFound = { anonymous: 401, owner: 404, otherUser: 404, admin: 404 };

export const cases: MatrixCase[] = [
  { route: "GET /review/due", request: () => ({ url: "/api/review/due?tz=Asia/Jerusalem" }), expect: everyoneSignedIn },
  { route: "GET /review/due", request: () => ({ url: "/api/review/due?tz=Nowhere/Else" }), expect: badInput },
  { route: "GET /review/log.csv", request: () => ({ url: "/api/review/log.csv" }), expect: everyoneSignedIn },
  { route: "GET /settings/review", request: () => ({ url: "/api/settings/review" }), expect: everyoneSignedIn },
  { route: "PATCH /settings/review", request: () => ({ url: "/api/settings/review", body: { desiredRetention: 0.85 } }), expect: everyoneSignedIn },
  { route: "PATCH /settings/review", request: () => ({ url: "/api/settings/review", body: { desiredRetention: 0.5 } }), expect: badInput },
  { route: "PATCH /settings/review", request: () => ({ url: "/api/settings/review", body: { fsrsWeights: [1, 2, 3] } }), expect: badInput },
  { route: "GET /review/fit", request: () => ({ url: "/api/review/fit" }), expect: everyoneSignedIn },
  // Too few reviews to fit (tests/api/review-fit.test.ts fits a real log).
  { route: "POST /review/fit", request: () => ({ url: "/api/review/fit", body: {} }), expect: badInput },
  // A fit exists only for its own learner: any other job id is not found, whoever asks.
  { route: "POST /review/fit/:jobId/accept", request: () => ({ url: `/api/review/fit/${crypto.randomUUID()}/accept`, body: {} }), expect: notFound },
  { route: "POST /review/fit/:jobId/reject", request: () => ({ url: `/api/review/fit/${crypto.randomUUID()}/reject`, body: {} }), expect: notFound },
  { route: "GET /review/forecast", request: () => ({ url: "/api/review/forecast?retention=0.85" }), expect: everyoneSignedIn },
  { route: "GET /review/forecast", request: () => ({ url: "/api/review/forecast?retention=1.5" }), expect: badInput },
  { route: "GET /statistics/reviews", request: () => ({ url: "/api/statistics/reviews?tz=Europe/London" }), expect: everyoneSignedIn },
  { route: "GET /statistics/reviews", request: () => ({ url: "/api/statistics/reviews?tz=Mars/Olympus" }), expect: badInput },
];

export const privateLists: PrivateListCase[] = [
  {
    route: "GET /review/due",
    setup: async (ctx, owner) => {
      const { marker } = await ownersCard(ctx, owner, true);
      return { url: "/api/review/due?tz=UTC", markers: [`secret-${marker}`] };
    },
  },
  {
    route: "GET /review/log.csv",
    setup: async (ctx, owner) => {
      const { cardId } = await ownersCard(ctx, owner, false);
      // A row of the owner's log: the card's number, then the time (its rating, state and duration follow).
      return { url: "/api/review/log.csv", markers: [`\n${cardId},`, ",1,0,1234\n"] };
    },
  },
  {
    route: "GET /review/fit",
    setup: async (ctx, owner) => {
      // The owner's pending fit (a fit job's result, as tests/api/review-fit.test.ts makes one).
      const jobId = crypto.randomUUID();
      const m = { logLoss: 0.3, rmse: 0.05 };
      await ctx.deps.db.insert(reviewFits).values({ userId: owner.id, jobId, weights: Array(21).fill(0.5), reviewCount: 500, cardCount: 90, metrics: { defaults: m, current: null, fitted: m } });
      return { url: "/api/review/fit", markers: [jobId] };
    },
  },
];
