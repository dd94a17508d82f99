import crypto from "node:crypto";
import { countAdmins, grantAdminRole } from "../../src/server/auth/queries";
import { books, bookVerses } from "../../src/server/db/schema";
import type { CollectionSummary } from "../../src/shared/api/collections";
import { call, signIn, signUp, type TestContext, type TestUser } from "./test-app";

/**
 * Test data for the API tests, made the way the app makes it: accounts through the real sign-up
 * and log-in, collections through the import route; a book straight in the database (an import
 * needs the texts library's test server: tests/helpers/library-context.ts).
 */

/**
 * An administrator: the instance's first account (signed up with the set-up link, as the operator
 * does), or, once there is one, an account given the role.
 */
export async function createAdmin(ctx: TestContext, opts: Parameters<typeof signUp>[1] = {}): Promise<TestUser> {
  if ((await countAdmins(ctx.deps.db)) === 0) return signUp(ctx, opts);
  const user = await signUp(ctx, { ...opts, setupToken: null });
  await ctx.deps.db.transaction((tx) => grantAdminRole(tx, user.id));
  // A new session: the actor is read again with its role.
  return { ...user, ...(await signIn(ctx, user.email, user.password)) };
}

/** A learner (an ordinary user), never the instance's first administrator. */
export const createLearner = (ctx: TestContext, opts: Parameters<typeof signUp>[1] = {}): Promise<TestUser> =>
  signUp(ctx, { ...opts, setupToken: null });

/** `N` of `T` as a tuple, so that `learners: [alice, bob]` destructures without a cast. */
type Tuple<N extends number, T, Made extends T[] = []> = Made["length"] extends N ? Made : Tuple<N, T, [...Made, T]>;

/**
 * The people of a test file: the administrator (the instance has one before any learner signs up,
 * as in use), then `learners` learners, signed up in that order.
 */
export async function createUsers<N extends number>(ctx: TestContext, { learners }: { learners: N }): Promise<{ admin: TestUser; learners: Tuple<N, TestUser> }> {
  const admin = await createAdmin(ctx);
  const made: TestUser[] = [];
  for (let i = 0; i < learners; i++) made.push(await createLearner(ctx));
  return { admin, learners: made as Tuple<N, TestUser> };
}

/** CSV of `words` ([Hebrew, English] pairs), quoted as a spreadsheet writes it. */
const csvOf = (words: readonly (readonly [string, string])[]) =>
  `hebrew,english\r\n${words.map((w) => w.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",")).join("\r\n")}\r\n`;

/**
 * A collection of `owner`'s, imported through POST /api/collections/import (as a CSV file): by
 * default two words in the modern domain, under a fresh slug; `shared` (an administrator's) for
 * every user instead of the owner's own.
 */
export async function createCollection(ctx: TestContext, owner: TestUser, opts: {
  words?: readonly (readonly [string, string])[]; domain?: string; slug?: string; name?: string; shared?: boolean;
} = {}): Promise<CollectionSummary> {
  const slug = opts.slug ?? `list-${crypto.randomBytes(3).toString("hex")}`;
  const body = {
    content: csvOf(opts.words ?? [["שָׁלוֹם", "peace"], ["בַּיִת", "house"]]), fileName: `${slug}.csv`, domain: opts.domain ?? "modern", slug, name: opts.name ?? slug,
    ...(opts.shared ? { shared: true } : {}),
  };
  const res = await call(ctx, "POST", "/api/collections/import", { user: owner, body });
  if (res.status !== 200) throw new Error(`POST /api/collections/import: ${res.status} ${res.text}`);
  return res.json.collection as CollectionSummary;
}

/**
 * A shared book written straight to the database: `chapters` chapters of `verses` verses, each
 * verse "בְּרֵאשִׁית" / "In the beginning" (by default a Tanakh book of two chapters of two verses);
 * `talmud`: a tractate as the import writes one (its title its texts library's title, its pages from 2a).
 */
export async function createBook(ctx: TestContext, opts: { title?: string; category?: string; chapters?: number; verses?: number; talmud?: boolean } = {}): Promise<string> {
  const chapters = opts.chapters ?? 2;
  const verses = opts.verses ?? 2;
  const title = opts.title ?? `Book ${crypto.randomBytes(3).toString("hex")}`;
  const talmud = opts.talmud ? { sourceRef: title, addressType: "Talmud" as const, category: "Talmud" } : {};
  const [row] = await ctx.deps.db.insert(books)
    .values({ title, hebrewTitle: "בראשית", category: opts.category ?? "Tanakh", totalChapters: chapters, totalVerses: chapters * verses, ...talmud })
    .returning({ id: books.id });
  const bookId = row!.id;
  const first = opts.talmud ? 3 : 1; // 2a
  const each = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
  await ctx.deps.db.insert(bookVerses).values(each(chapters, first).flatMap((chapter) => each(verses).map((verse) => ({ bookId, chapter, verse, hebrewText: "בְּרֵאשִׁית", englishText: "In the beginning" }))));
  return bookId;
}
