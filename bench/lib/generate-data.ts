import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { collections, progress, words } from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/seed/seed";
import { seededRandom, type RandomSource } from "../../src/shared/study/random";

export const TOTAL_WORDS = 200_000;
export const MAIN_SIZE = 5_000;
export const MAIN_DOMAIN = "modern";
export const MAIN_SLUG = "bench-5000";

const FREQUENCY_LIST = path.resolve(process.cwd(), "../shared/data/frequencywords-he/he_top5000.txt");
const HEBREW_WORD = /^[\u05D0-\u05EA]{2,}$/;

/** Unvocalized Hebrew words: the OpenSubtitles frequency list when present, else synthetic ones. */
export function loadBaseWords(random: RandomSource): { words: string[]; source: string } {
  if (fs.existsSync(FREQUENCY_LIST)) {
    const list = fs.readFileSync(FREQUENCY_LIST, "utf8").split("\n").map((l) => l.split(" ")[0]!.trim()).filter((w) => HEBREW_WORD.test(w));
    if (list.length > 1000) return { words: list, source: FREQUENCY_LIST };
  }
  const letters = "אבגדהוזחטיכלמנסעפצקרשת";
  const out = new Set<string>();
  while (out.size < 5000) {
    const n = 2 + Math.floor(random() * 5);
    out.add(Array.from({ length: n }, () => letters[Math.floor(random() * letters.length)]).join(""));
  }
  return { words: [...out], source: "synthetic" };
}

const VOWELS: [string, string][] = [
  ["\u05B7", "a"], ["\u05B8", "a"], ["\u05B5", "e"], ["\u05B6", "e"], ["\u05B4", "i"], ["\u05B9", "o"], ["\u05BB", "u"], ["\u05B0", "e"],
];
const CONSONANTS: Record<string, string> = {
  "א": "", "ב": "v", "ג": "g", "ד": "d", "ה": "h", "ו": "v", "ז": "z", "ח": "ch", "ט": "t", "י": "y", "כ": "kh", "ך": "kh",
  "ל": "l", "מ": "m", "ם": "m", "נ": "n", "ן": "n", "ס": "s", "ע": "", "פ": "f", "ף": "f", "צ": "ts", "ץ": "ts", "ק": "k",
  "ר": "r", "ש": "sh", "ת": "t",
};
const DAGESH_SOUND: Record<string, string> = { "ב": "b", "כ": "k", "פ": "p" };

/** Adds vowel points (and a dagesh on some first letters) and derives a transliteration. */
export function vocalize(word: string, random: RandomSource): { hebrew: string; translit: string } {
  let hebrew = "";
  let translit = "";
  const letters = [...word];
  letters.forEach((letter, i) => {
    const last = i === letters.length - 1;
    const dagesh = i === 0 && letter in DAGESH_SOUND && random() < 0.7;
    hebrew += letter + (dagesh ? "\u05BC" : "");
    translit += dagesh ? DAGESH_SOUND[letter]! : (CONSONANTS[letter] ?? "");
    if (!last) {
      const [mark, sound] = VOWELS[Math.floor(random() * VOWELS.length)]!;
      hebrew += mark;
      translit += sound;
    }
  });
  return { hebrew, translit };
}

const ENGLISH = ("time year people way day man thing woman life child world school state family student group country problem "
  + "hand part place case week company system program question work government number night point home water room mother area "
  + "money story fact month lot right study book eye job word business issue side kind head house service friend father power "
  + "hour game line end member law car city community name president team minute idea kid body information back parent face "
  + "others level office door health person art war history party result change morning reason research girl guy moment air "
  + "teacher force education foot boy age policy music market sense nation plan college interest death experience effect use "
  + "class control care field development role effort rate heart drug show leader light voice wife police mind price report "
  + "decision son view relationship town road arm difference value building action model season society tax director position "
  + "player record paper space ground form event official matter center couple site project activity star table need court "
  + "oil situation cost industry figure street image phone data picture practice piece land product doctor wall patient worker "
  + "news test movie north love support technology step baby computer type attention film tree source organization hair window "
  + "evidence population site choice bread blessing king prayer garden river stone bird horse fire wind rain snow sea mountain").split(" ");

export interface BenchData {
  collectionId: string;
  wordIds: string[];
  totalWords: number;
  source: string;
  /** Search terms used by the search figures: Hebrew with niqqud, English, transliteration. */
  searchTerms: { label: string; q: string }[];
  insertMs: number;
}

type NewWord = typeof words.$inferInsert;

/**
 * The benchmark data set: the built-in seed, a 5,000-word collection (MAIN_SLUG) and fillers up
 * to TOTAL_WORDS words, inserted in batches of 1,000 rows, ten batches per transaction; then
 * `userId`'s progress on half of the 5,000 words, and ANALYZE.
 */
export async function generateData(db: Db, userId: string, log: (m: string) => void): Promise<BenchData> {
  const random = seededRandom("milim-bench");
  await seedDatabase(db);
  const base = loadBaseWords(random);
  const started = performance.now();

  const collectionCount = TOTAL_WORDS / MAIN_SIZE;
  const created = await db.insert(collections).values(Array.from({ length: collectionCount }, (_, i) => ({
    domain: MAIN_DOMAIN,
    name: i === 0 ? "Bench 5000" : `Bench filler ${i}`,
    slug: i === 0 ? MAIN_SLUG : `bench-filler-${i}`,
    order: 100 + i,
    description: "Benchmark data",
  }))).returning({ id: collections.id });

  const n = base.words.length;
  const makeWord = (collectionIndex: number, rank: number): NewWord => {
    const i = collectionIndex * MAIN_SIZE + rank;
    const first = base.words[i % n]!;
    const text = i < n ? first : `${first} ${base.words[(i * 7919 + 13) % n]!}`;
    const parts = text.split(" ").map((w) => vocalize(w, random));
    const english = `${ENGLISH[Math.floor(random() * ENGLISH.length)]} ${ENGLISH[Math.floor(random() * ENGLISH.length)]}`;
    return {
      collectionId: created[collectionIndex]!.id,
      hebrew: parts.map((p) => p.hebrew).join(i % 3 === 0 ? "\u05BE" : " "),
      english,
      spanish: i % 2 ? `${english} (es)` : null,
      french: i % 3 ? `${english} (fr)` : null,
      translit: parts.map((p) => p.translit).join(" "),
      pos: i % 4 === 0 ? "verb" : "noun",
      freqRank: rank + 1,
      section: collectionIndex === 0 ? String(1 + Math.floor(rank / 100)) : null,
    };
  };

  const BATCH = 1000;
  const PER_TX = 10;
  const all: { c: number; r: number }[] = [];
  for (let c = 0; c < collectionCount; c++) for (let r = 0; r < MAIN_SIZE; r++) all.push({ c, r });
  for (let start = 0; start < all.length; start += BATCH * PER_TX) {
    const chunk = all.slice(start, start + BATCH * PER_TX);
    await db.transaction(async (tx) => {
      for (let b = 0; b < chunk.length; b += BATCH) {
        await tx.insert(words).values(chunk.slice(b, b + BATCH).map(({ c, r }) => makeWord(c, r)));
      }
    });
    if ((start / (BATCH * PER_TX)) % 5 === 4) log(`  ${start + chunk.length} words inserted`);
  }

  const mainId = created[0]!.id;
  const main = (await db.execute(sql`select id from words where collection_id = ${mainId} order by freq_rank`)) as unknown as { rows: { id: string }[] };
  const wordIds = main.rows.map((r) => r.id);
  const statuses = ["known", "learning", "unknown"] as const;
  await db.transaction(async (tx) => {
    const half = wordIds.filter((_, i) => i % 2 === 0);
    for (let b = 0; b < half.length; b += BATCH) {
      await tx.insert(progress).values(half.slice(b, b + BATCH).map((wordId, i) => {
        const status = statuses[(b + i) % 3]!;
        const seen = 1 + ((b + i) % 5);
        return {
          userId, collectionId: mainId, wordId, status, timesSeen: seen, timesKnown: status === "known" ? seen : 0,
          lastSeenAt: new Date(Date.now() - (b + i) * 60_000), knownAt: status === "known" ? new Date() : null,
        };
      }));
    }
  });
  // What autovacuum does on a server after a bulk load: GIN pending lists merged, statistics
  // gathered (PGlite has no autovacuum; importers should do the same after large imports).
  await db.execute(sql`vacuum analyze`);
  const insertMs = Math.round(performance.now() - started);

  // Search terms: a word from the middle of the frequency list, with other niqqud than the data;
  // an English word; the transliteration of a word of the data.
  const hebrewTerm = vocalize(base.words.find((w, i) => i > n / 2 && w.length >= 4) ?? base.words[n - 1]!, seededRandom("term")).hebrew;
  const sample = (await db.execute(sql`select translit from words where collection_id = ${mainId} and freq_rank >= 3000 and length(translit) >= 6 order by freq_rank limit 1`)) as unknown as { rows: { translit: string }[] };
  const translitTerm = sample.rows[0]?.translit.split(" ")[0] ?? "shalom";
  return {
    collectionId: mainId,
    wordIds,
    totalWords: TOTAL_WORDS,
    source: base.source,
    insertMs,
    searchTerms: [
      { label: "hebrew with niqqud", q: hebrewTerm },
      { label: "english", q: "blessing" },
      { label: "transliteration", q: translitTerm },
    ],
  };
}
