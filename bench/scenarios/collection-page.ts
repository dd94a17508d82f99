import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { renderPage } from "../../src/client/app/render-page";
import { createApp } from "../../src/server/app";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { progress, words } from "../../src/server/db/schema";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { studyWordColumns } from "../lib/study-word-columns";
import { MAIN_DOMAIN, MAIN_SIZE, MAIN_SLUG } from "../lib/generate-data";
import { round, timePair } from "../lib/measure";
import type { BenchResult } from "../lib/report";

/**
 * The baseline's rows: the page's words (every column the page sends) LEFT JOINed with the user's
 * progress, in study order — what any implementation must read.
 */
function wordRowsQuery(db: Db, collectionId: string, userId: string) {
  return db
    .select({
      ...studyWordColumns,
    })
    .from(words)
    .leftJoin(progress, and(eq(progress.wordId, words.id), eq(progress.userId, userId)))
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

/** GET `path` over a kept-alive socket; the body's bytes are received but not decoded. */
function getBytes(agent: http.Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => { bytes += chunk.length; });
      res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`GET ${path}: ${res.statusCode}`))));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/**
 * GET /api/collections/:domain/:slug through the real app on a real HTTP server (session cookie,
 * routing, auth, the statement, shaping, the response bytes on a socket; the collection's word
 * list cached as it is after the first request) against the baseline: the
 * page's words+progress rows read with one SQL statement through the raw driver, plus their JSON
 * encoding (JSON.stringify to UTF-8 bytes). Also, for information, the same page through
 * app.request() in-process with the body decoded by Response.text(), which adds the cost of
 * decoding ~2 MB in the caller, and the page right after its words changed (no cached list).
 * And the app's page for the collection (/domain/slug: the session, the shell's requests and the
 * collection read in-process, the page rendered by the app's components, the HTML with the data
 * block) against the same API request, both over HTTP: what the server's first screen costs.
 */
export async function benchCollectionPage(b: BenchApp, bench: BenchDatabase, user: BenchUser, collectionId: string, port: number): Promise<BenchResult[]> {
  const url = `/api/collections/${MAIN_DOMAIN}/${MAIN_SLUG}`;
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const check = await b.app.request(url, { headers });
  const body = (await check.json()) as { words: { progress: unknown }[] };
  if (check.status !== 200 || body.words.length !== MAIN_SIZE) throw new Error(`collection page: ${check.status}, ${body.words?.length} words`);
  const withProgress = body.words.filter((w) => w.progress !== null).length;

  const query = wordRowsQuery(bench.database.db, collectionId, user.id).toSQL();
  const rawOnce = async () => {
    const rows = await bench.raw(query.sql, query.params);
    Buffer.from(JSON.stringify(rows));
  };
  // The same app serving pages too (a minimal index.html: the server's work does not depend on it).
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-bench-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const pages = createApp(b.deps, { clientDir, renderPage });
  const pageUrl = `/${MAIN_DOMAIN}/${MAIN_SLUG}`;
  const server = serve({ fetch: (req) => (new URL(req.url).pathname.startsWith("/api/") ? b.app.fetch(req) : pages.fetch(req)), port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    let bytes = 0;
    const [app, raw] = await timePair(
      async () => { bytes = await getBytes(agent, port, url, headers); },
      rawOnce,
      { warmup: 3, runs: 15 },
    );
    // Information: the first request after the collection's words changed (its cached word list
    // is stale, so the list is read again, in a transaction with the learner's part).
    const [cold, raw3] = await timePair(
      async () => { b.deps.wordLists.clear(); await getBytes(agent, port, url, headers); },
      rawOnce,
      { warmup: 2, runs: 9 },
    );
    const [inProcess, raw2] = await timePair(
      async () => { await (await b.app.request(url, { headers })).text(); },
      rawOnce,
      { warmup: 2, runs: 9 },
    );
    let pageBytes = 0;
    const [page, api] = await timePair(
      async () => { pageBytes = await getBytes(agent, port, pageUrl, headers); },
      async () => { await getBytes(agent, port, url, headers); },
      { warmup: 3, runs: 15 },
    );
    const ratio = round(app.medianMs / raw.medianMs);
    const pageRatio = round(page.medianMs / api.medianMs);
    const info = (metric: string, appMs: typeof app, rawMs: typeof raw): BenchResult =>
      ({ db: bench.kind, metric, value: round(appMs.medianMs / rawMs.medianMs), unit: "×", goal: "-", pass: null, details: { appMs, rawMs } });
    return [
      {
        db: bench.kind,
        metric: `collection page (${MAIN_SIZE} words, HTTP) vs raw SQL + JSON`,
        value: ratio,
        unit: "×",
        goal: "≤ 1.5×",
        pass: ratio <= 1.5,
        details: { appMs: app, rawMs: raw, responseBytes: bytes, wordsWithProgress: withProgress },
      },
      info("  same, word list not cached (after a change)", cold, raw3),
      info("  same, in-process app.request + Response.text()", inProcess, raw2),
      {
        db: bench.kind,
        metric: `collection page's HTML with its first screen (${MAIN_SIZE} words) vs its API request`,
        value: pageRatio,
        unit: "×",
        goal: "≤ 2×",
        pass: pageRatio <= 2,
        details: { pageMs: page, apiMs: api, pageBytes },
      },
    ];
  } finally {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}
