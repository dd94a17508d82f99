// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { DictionaryEntry, DictionaryLookup, DictionaryLookupQuery } from "@/shared/api/dictionary";
import { withHow } from "@/shared/hebrew/reading-how";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { WordPanel } from "./word-panel";

/**
 * The word panel says how each reading was read in the interface language, from the lookup's
 * `howSteps` (the server's English `how` aside), its Hebrew in right-to-left elements of its own.
 */
afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

const entry = (over: Partial<DictionaryEntry>): DictionaryEntry => ({
  id: crypto.randomUUID(), source: "jastrow", sourceId: "x", word: "קָרָא", transliteration: null, pronunciation: null, partOfSpeech: null,
  language: "aramaic", definitions: [], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, ...over,
});
const target: DictionaryLookupQuery = { word: "וְקוֹרִין", book: crypto.randomUUID(), chapter: 1, verse: 1, position: 1 };
// וְקוֹרִין (Mishnah Berakhot 1:1): ו + a participle with ־ין, of קָרָא; folded below it, the plural of קוֹרָא.
const lookup: DictionaryLookup = {
  word: "וְקוֹרִין",
  reading: { prefix: "וְ", prefixPlain: "ו", stem: "קוֹרִין", stemPlain: "קורין", form: "קרא", cost: 1.5,
    ...withHow([{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle", ending: "ין" }, { kind: "root", root: "final-weak" }]) },
  entries: [entry({ sourceId: "K1", definitions: ["to read"] })],
  moreReadings: [{
    reading: { prefix: "וְ", prefixPlain: "ו", stem: "קוֹרִין", stemPlain: "קורין", form: "קורא", cost: 2.5,
      ...withHow([{ kind: "proclitics", letters: "ו", stem: "קורין" }, { kind: "ending", ending: "ין" }, { kind: "plural-of", head: "קוֹרָא" }]) },
    entries: [entry({ sourceId: "K2", word: "קוֹרָא", definitions: ["reader"] })],
  }],
  close: false, lemma: null, myWordId: null, analysis: null, occurrences: null,
};

function renderPanel() {
  const client = new QueryClient();
  client.setQueryData([...DICTIONARY_KEY, "lookup", target], lookup);
  render(<QueryClientProvider client={client}><WordPanel target={target} onClose={() => {}} /></QueryClientProvider>);
  return screen.getByTestId("word-panel");
}

describe("WordPanel: how a reading was read, in the interface language", () => {
  it("says it in Hebrew in the Hebrew interface, the Hebrew forms each in a right-to-left element", () => {
    setInterfaceLocale("he");
    const panel = renderPanel();
    const how = within(panel).getByTestId("reading-how");
    expect(how.textContent).toBe("ו + בינוני, סופית ־ין; שורש נחי ל״ה");
    const folded = within(panel).getByTestId("other-reading");
    expect(folded.querySelector("summary")?.textContent).toBe("ו + קורין; סופית ־ין; רבים של קוֹרָא");
    // Only the Hebrew data is set apart (right-to-left, the lexicon's font): the interface's own
    // words ('סופית', 'רבים של', 'בינוני', 'שורש נחי ל״ה') are the interface's text.
    const rtl = (el: Element) => [...el.querySelectorAll("[dir=rtl]")].map((e) => e.textContent);
    expect(rtl(folded.querySelector("summary")!)).toEqual(["ו + קורין", "־ין", "קוֹרָא"]);
    expect(rtl(how)).toEqual(["ו", "־ין"]);
  });

  it("says it in English in the English interface, as the server's `how`", () => {
    setInterfaceLocale("en");
    const panel = renderPanel();
    expect(within(panel).getByTestId("reading-how").textContent).toBe(lookup.reading!.how);
    const summary = within(panel).getByTestId("other-reading").querySelector("summary")!;
    expect(summary.textContent).toBe("ו + קורין; ending ־ין; plural of קוֹרָא");
    expect([...summary.querySelectorAll("[dir=rtl]")].map((e) => e.textContent)).toEqual(["ו + קורין", "־ין", "קוֹרָא"]);
  });

  it("says how a form of another word was read in place of 'Read as the whole word' (רַבָּנַן: plural of רַבָּן)", () => {
    setInterfaceLocale("en");
    const rabbanan: DictionaryLookupQuery = { word: "רַבָּנַן", book: crypto.randomUUID(), chapter: 2, verse: 1, position: 3 };
    const client = new QueryClient();
    client.setQueryData([...DICTIONARY_KEY, "lookup", rabbanan], {
      ...lookup, word: "רַבָּנַן", moreReadings: [],
      reading: { prefix: "", prefixPlain: "", stem: "רַבָּנַן", stemPlain: "רבנן", form: "רבן", cost: 1, ...withHow([{ kind: "plural-of", head: "רַבָּן" }]) },
    } satisfies DictionaryLookup);
    render(<QueryClientProvider client={client}><WordPanel target={rabbanan} onClose={() => {}} /></QueryClientProvider>);
    const reading = within(screen.getByTestId("word-panel")).getByTestId("word-reading");
    expect(reading.textContent).toBe("plural of רַבָּן");
    expect(within(screen.getByTestId("word-panel")).getAllByTestId("reading-how")).toHaveLength(1);
  });
});
