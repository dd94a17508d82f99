import { describe, expect, it } from "vitest";
import { collectionHebrewName } from "../../shared/texts/collection-hebrew-name";
import { MISHNAH_ORDERS, seedCollections } from "./catalog";

describe("seed catalog", () => {
  const all = seedCollections();
  it("has 63 Mishnah tractates and 38 Talmud collections, one for each tractate with Gemara, from Berakhot to Niddah", () => {
    expect(MISHNAH_ORDERS.flatMap((o) => o.tractates)).toHaveLength(63);
    const talmud = all.filter((c) => c.domain === "aramaic");
    expect(talmud).toHaveLength(38);
    expect(talmud[0]).toMatchObject({ name: "Berakhot", slug: "berakhot", order: 1 });
    expect(talmud[1]?.name).toBe("Shabbat");
    expect(talmud.at(-1)).toMatchObject({ name: "Niddah", slug: "niddah", order: 38 });
    expect(talmud.map((c) => c.name)).not.toContain("Peah");
    expect(talmud.map((c) => c.name)).not.toContain("Avot");
    expect(talmud.map((c) => c.name)).toContain("Tamid");
    expect(talmud.find((c) => c.name === "Bava Kamma")?.slug).toBe("bava-kamma");
  });
  it("has the modern, biblical and mishna collections in order", () => {
    expect(all.filter((c) => c.domain === "modern").map((c) => c.slug)).toEqual(["daily-1000", "siddur-1000"]);
    expect(all.filter((c) => c.domain === "biblical").map((c) => c.order)).toEqual([1, 2, 3, 4, 5]);
    expect(all.filter((c) => c.domain === "mishna").map((c) => c.name)).toEqual(["Zeraim", "Moed", "Nashim", "Nezikin", "Kodashim", "Tahorot"]);
  });
  it("names a Hebrew name for each collection after a book of the Torah, a tractate or an order, none for the others", () => {
    const named = all.filter((c) => c.domain === "biblical" || c.domain === "aramaic" || c.domain === "mishna");
    expect(named.filter((c) => collectionHebrewName({ ...c, ownerId: null }) === null).map((c) => c.name)).toEqual([]);
    expect(all.filter((c) => !named.includes(c) && collectionHebrewName({ ...c, ownerId: null }) !== null)).toEqual([]);
  });
  it("has unique slugs per domain", () => {
    const keys = all.map((c) => `${c.domain}/${c.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("seed sample words", () => {
  it("put no more words in a collection than the 'Get started' checklist counts as samples", async () => {
    const { SAMPLE_WORDS } = await import("./sample-words");
    const { SEED_SAMPLE_WORDS_MAX } = await import("../../shared/getting-started/getting-started-steps");
    for (const list of Object.values(SAMPLE_WORDS)) expect(list.length).toBeLessThanOrEqual(SEED_SAMPLE_WORDS_MAX);
  });

  it("give every Mishna order words to study on day one, each filed under a tractate of its order, pointed and translated", async () => {
    const { SAMPLE_WORDS } = await import("./sample-words");
    const { MISHNAH_ORDERS } = await import("../../shared/texts/mishnah-orders");
    for (const order of MISHNAH_ORDERS) {
      const list = SAMPLE_WORDS[`mishna/${order.name.toLowerCase()}`] ?? [];
      expect(list.length, order.name).toBeGreaterThanOrEqual(5);
      for (const word of list) {
        expect(order.tractates, `${word.hebrew} in ${order.name}`).toContain(word.section);
        expect(word.subcategory).toBe(word.section);
        expect(word.hebrew, word.translit).toMatch(/[\u05B0-\u05BC]/);
        for (const gloss of [word.english, word.spanish, word.portuguese, word.french, word.italian]) expect(gloss.trim(), word.hebrew).not.toBe("");
      }
      expect(new Set(list.map((x) => x.hebrew)).size, order.name).toBe(list.length);
    }
  });
});
