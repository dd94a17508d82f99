import { describe, expect, it } from "vitest";
import { chapterLabel, parseChapterLabel } from "../../../shared/books/chapter-label";
import { DomainError } from "../../lib/domain-error";
import { amudOfTractate, findTractateEnd } from "./find-tractate-end";
import type { SefariaClient } from "./sefaria-client";
import type { SefariaIndex, SefariaText } from "./sefaria-types";

const indexOf = (title: string, lengths: number[] | undefined): SefariaIndex => ({
  title, categories: ["Talmud", "Bavli"], schema: { sectionNames: ["Daf", "Line"], addressTypes: ["Talmud", "Integer"], ...(lengths ? { lengths } : {}) },
});

/** A library whose tractate has text on the amudim `withText`; `next` names the next of them, as Sefaria's does. */
function library(title: string, withText: number[], nextOf?: (amud: number) => string | null): SefariaClient & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    getIndex: () => Promise.reject(new Error("not asked")),
    lookupWord: () => Promise.resolve([]),
    getSection(ref) {
      asked.push(ref);
      const amud = parseChapterLabel(ref.slice(title.length + 1), "Talmud")!;
      const following = withText.find((a) => a > amud);
      const next = nextOf ? nextOf(amud) : following === undefined ? null : `${title} ${chapterLabel(following, "Talmud")}`;
      return Promise.resolve({ ref, he: withText.includes(amud) ? ["…"] : [], text: [], next } satisfies SefariaText);
    },
  };
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("findTractateEnd", () => {
  it("follows `next` past a record that counts the amudim from 2a (Berakhot: 125, ending at 64a)", async () => {
    const sefaria = library("Berakhot", range(3, 127));
    const end = await findTractateEnd(sefaria, indexOf("Berakhot", [125, 9861]));
    expect(end.last).toBe(127);
    expect(sefaria.asked).toEqual(["Berakhot 63a", "Berakhot 63b", "Berakhot 64a"]);
    expect([...end.sections.keys()]).toEqual([125, 126, 127]);
  });

  it("asks once when the record's count is the last amud (Tamid: 66, from 25b to 33b)", async () => {
    const sefaria = library("Tamid", range(50, 66));
    expect((await findTractateEnd(sefaria, indexOf("Tamid", [66, 665]))).last).toBe(66);
    expect(sefaria.asked).toEqual(["Tamid 33b"]);
  });

  it("jumps over amudim without text, as `next` does, to the end (a late start, a count of the amudim with text)", async () => {
    const sefaria = library("Tamid", range(50, 66));
    expect((await findTractateEnd(sefaria, indexOf("Tamid", [17, 665]))).last).toBe(66);
    expect(sefaria.asked[0]).toBe("Tamid 9a");
    expect(sefaria.asked[1]).toBe("Tamid 25b");
  });

  it("stops at a `next` that names another book or goes back", async () => {
    expect((await findTractateEnd(library("Berakhot", [], () => "Peah 1:1"), indexOf("Berakhot", [125]))).last).toBe(125);
    expect((await findTractateEnd(library("Bava Metzia", [], () => "Bava Batra 2a"), indexOf("Bava Metzia", [235]))).last).toBe(235);
    expect((await findTractateEnd(library("Berakhot", [], () => "Berakhot 2a"), indexOf("Berakhot", [125]))).last).toBe(125);
  });

  it("refuses a record without a count, and a `next` that never ends", async () => {
    await expect(findTractateEnd(library("Berakhot", []), indexOf("Berakhot", undefined))).rejects.toThrow(DomainError);
    const endless = library("Berakhot", [], (amud) => `Berakhot ${chapterLabel(amud + 1, "Talmud")}`);
    await expect(findTractateEnd(endless, indexOf("Berakhot", [125]))).rejects.toMatchObject({ key: "books_length_unknown" });
  });
});

describe("amudOfTractate", () => {
  it("reads an amud of the named tractate only", () => {
    expect(amudOfTractate("Berakhot 64a", "Berakhot")).toBe(127);
    expect(amudOfTractate("Bava Metzia 2b", "Bava Metzia")).toBe(4);
    expect(amudOfTractate("Bava Batra 2b", "Bava")).toBeNull();
    expect(amudOfTractate("Peah 1", "Berakhot")).toBeNull();
    expect(amudOfTractate(null, "Berakhot")).toBeNull();
    expect(amudOfTractate(undefined, "Berakhot")).toBeNull();
  });
});
