// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DictionaryEntry, DictionaryLookup, DictionaryLookupQuery, WordReading } from "@/shared/api/dictionary";
import { readerGloss } from "@/shared/my-words/my-words";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { WordPanel } from "./word-panel";

/**
 * The reader's word panel with a lookup seeded in the query cache (the panel reads it as it would
 * the server's answer): two close readings are both shown, the likelier first, and the
 * reading chosen is the one the page's "Add to my words" is told about.
 */
afterEach(cleanup);

const entry = (over: Partial<DictionaryEntry>): DictionaryEntry => ({
  id: crypto.randomUUID(), source: "jastrow", sourceId: "x", word: "אָמַר", transliteration: null, pronunciation: null, partOfSpeech: null,
  language: "aramaic", definitions: [], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, ...over,
});
const reading = (over: Partial<WordReading>): WordReading => ({ prefix: "", prefixPlain: "", stem: "", stemPlain: "", ...over });

// דאמר: 'that he said' (ד + אמר) or the whole word דאמר? Here: ד + אָמַר 'to say', nearly as likely ד + אִימַּר 'lamb'.
const say = entry({ sourceId: "J1", word: "אָמַר", definitions: ["to say, speak"] });
const lamb = entry({ sourceId: "J2", word: "אִימַּר", definitions: ["lamb"] });
const third = entry({ sourceId: "J3", word: "מַר", definitions: ["master"] });
const target: DictionaryLookupQuery = { word: "דְּאָמַר", book: crypto.randomUUID(), chapter: 3, verse: 5, position: 2 };
const lookup = (close: boolean): DictionaryLookup => ({
  word: "דְּאָמַר",
  reading: reading({ prefix: "דְּ", prefixPlain: "ד", stem: "אָמַר", stemPlain: "אמר", how: "ד + אמר", cost: 1.2 }),
  entries: [say],
  moreReadings: [
    { reading: reading({ prefix: "דְּ", prefixPlain: "ד", stem: "אָמַר", stemPlain: "אמר", form: "אימר", how: "ד + אימר (vowel letter)", cost: 1.4 }), entries: [lamb] },
    { reading: reading({ prefix: "דְּאָ", prefixPlain: "דא", stem: "מַר", stemPlain: "מר", how: "ד + א + מר", cost: 3 }), entries: [third] },
  ],
  close, lemma: null, myWordId: null, analysis: null, occurrences: null,
});

function renderPanel(data: DictionaryLookup, withActions = true) {
  const client = new QueryClient();
  client.setQueryData([...DICTIONARY_KEY, "lookup", target], data);
  const told: number[] = [];
  const actions = (l: DictionaryLookup, chosen: number, entryId?: string) => {
    told.push(chosen);
    return <p data-testid="would-save">{readerGloss(l, chosen, entryId)?.english}</p>;
  };
  render(
    <QueryClientProvider client={client}>
      <WordPanel target={target} onClose={() => {}} actions={withActions ? actions : undefined} />
    </QueryClientProvider>,
  );
  return { panel: screen.getByTestId("word-panel"), told };
}

describe("WordPanel with two close readings", () => {
  it("says the word can be read two ways and shows both readings open, the likelier first, each labelled", () => {
    const { panel } = renderPanel(lookup(true));
    expect(within(panel).getByTestId("readings-close").textContent).toBe("This word can be read two ways here. Both readings are shown, the likelier first. Choose the one that fits the sentence.");
    const [first, second] = within(panel).getAllByTestId("close-reading");
    expect(within(panel).getAllByTestId("close-reading")).toHaveLength(2);
    // Each is a region named by its heading: its rank and how it was read, the Hebrew in its own right-to-left element.
    expect(within(panel).getByRole("region", { name: /^Likelier reading/ })).toBe(first);
    expect(within(panel).getByRole("region", { name: /^Also possible/ })).toBe(second);
    expect(first!.querySelector("h3")!.textContent).toBe("Likelier readingד + אמר");
    expect([...first!.querySelectorAll("h3 [dir=rtl]")].map((e) => e.textContent)).toEqual(["ד + אמר"]);
    expect([...second!.querySelectorAll("h3 [dir=rtl]")].map((e) => e.textContent)).toEqual(["ד + אימר"]);
    // Both readings' entries are on show, not folded.
    expect(within(first!).getByText("to say, speak")).toBeTruthy();
    expect(within(second!).getByText("lamb")).toBeTruthy();
    expect(second!.closest("details")).toBeNull();
    // The third reading, not close, stays folded under "Other readings".
    const folded = within(panel).getAllByTestId("other-reading");
    expect(folded).toHaveLength(1);
    expect(folded[0]!.tagName).toBe("DETAILS");
    expect((folded[0] as HTMLDetailsElement).open).toBe(false);
    expect(folded[0]!.querySelector("summary")!.textContent).toBe("ד + א + מר");
  });

  it("saves the likelier reading until the learner chooses the other with its toggle button", () => {
    const { panel, told } = renderPanel(lookup(true));
    expect(within(panel).getByTestId("would-save").textContent).toBe("to say, speak");
    expect(told.at(-1)).toBe(0);
    const [likelier, other] = within(panel).getAllByRole("button", { name: "Choose this reading" });
    expect(likelier!.getAttribute("aria-pressed")).toBe("true");
    expect(other!.getAttribute("aria-pressed")).toBe("false");
    // The button says which reading it chooses: it is described by that reading's heading.
    expect(document.getElementById(other!.getAttribute("aria-describedby")!)!.textContent).toBe("Also possibleד + אימר (vowel letter)");
    fireEvent.click(other!);
    expect(told.at(-1)).toBe(1);
    expect(within(panel).getByTestId("would-save").textContent).toBe("lamb");
    expect(other!.getAttribute("aria-pressed")).toBe("true");
    expect(likelier!.getAttribute("aria-pressed")).toBe("false");
    // And back.
    fireEvent.click(likelier!);
    expect(within(panel).getByTestId("would-save").textContent).toBe("to say, speak");
  });

  it("renders the lexicon's text as text, never as HTML", () => {
    const data = lookup(true);
    data.moreReadings![0]!.entries = [entry({ definitions: ["<img src=x onerror=alert(1)>lamb"] })];
    const { panel } = renderPanel(data);
    expect(panel.querySelector("img")).toBeNull();
    expect(within(panel).getByText("<img src=x onerror=alert(1)>lamb")).toBeTruthy();
  });
});

describe("WordPanel with readings that are not close", () => {
  it("shows the first reading's entries and folds the others, with no word of two ways", () => {
    const { panel } = renderPanel(lookup(false));
    expect(within(panel).queryByTestId("readings-close")).toBeNull();
    expect(within(panel).queryAllByTestId("close-reading")).toHaveLength(0);
    expect(within(panel).getAllByTestId("word-entry")[0]!.textContent).toContain("to say, speak");
    const folded = within(panel).getAllByTestId("other-reading");
    expect(folded.map((f) => f.querySelector("summary")!.textContent)).toEqual(["ד + אימר (vowel letter)", "ד + א + מר"]);
    expect(folded.every((f) => f.tagName === "DETAILS" && !(f as HTMLDetailsElement).open)).toBe(true);
  });

  it("lets a folded reading be chosen, then the first again", () => {
    const { panel } = renderPanel(lookup(false));
    expect(within(panel).getByTestId("would-save").textContent).toBe("to say, speak");
    const folded = within(panel).getAllByTestId("other-reading")[1]!;
    fireEvent.click(within(folded).getByRole("button", { name: "Choose this reading" }));
    expect(within(panel).getByTestId("would-save").textContent).toBe("master");
    const back = within(panel).getAllByRole("button", { name: "Choose this reading" }).find((b) => !b.closest("details"))!;
    expect(back.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(back);
    expect(within(panel).getByTestId("would-save").textContent).toBe("to say, speak");
  });

  it("offers no choice where the page saves nothing", () => {
    const { panel } = renderPanel(lookup(true), false);
    expect(within(panel).getAllByTestId("close-reading")).toHaveLength(2);
    expect(within(panel).queryAllByRole("button", { name: "Choose this reading" })).toHaveLength(0);
  });
});

// אָמַר read as the verb 'to say', nearly as likely Jastrow's homograph אֵימַר 'lamb': one reading, two words.
describe("WordPanel with two close meanings of one reading", () => {
  const twin = entry({ sourceId: "J4", word: "אֲמַר", definitions: ["ch. same"] });
  const meanings = (): DictionaryLookup => ({ ...lookup(false), entries: [say, twin, third, lamb], closeEntryId: lamb.id });

  it("says the word may mean either and shows the other word right under the first, the rest after", () => {
    const { panel } = renderPanel(meanings());
    expect(within(panel).getByTestId("meanings-close").textContent).toBe("This word may mean either of two things here. Both meanings are shown, the likelier first. Choose the one that fits the sentence.");
    const [first, second] = within(panel).getAllByTestId("close-meaning");
    expect(within(panel).getAllByTestId("close-meaning")).toHaveLength(2);
    expect(within(panel).getByRole("region", { name: "Likelier meaning" })).toBe(first);
    expect(within(panel).getByRole("region", { name: "Also possible" })).toBe(second);
    expect(within(first!).getByText("to say, speak")).toBeTruthy();
    expect(within(second!).getByText("lamb")).toBeTruthy();
    // Every entry is shown once: the two close ones first, then the others in the lookup's order.
    expect(within(panel).getAllByTestId("word-entry").filter((e) => !e.closest("details")).map((e) => e.textContent)).toEqual([
      expect.stringContaining("to say, speak"), expect.stringContaining("lamb"), expect.stringContaining("ch. same"), expect.stringContaining("master"),
    ]);
    expect(within(panel).queryByTestId("readings-close")).toBeNull();
  });

  it("saves the first meaning until the learner chooses the other, then that one", () => {
    const { panel, told } = renderPanel(meanings());
    expect(within(panel).getByTestId("would-save").textContent).toBe("to say, speak");
    const [likelier, other] = within(panel).getAllByRole("button", { name: "Choose this meaning" });
    expect(likelier!.getAttribute("aria-pressed")).toBe("true");
    expect(other!.getAttribute("aria-pressed")).toBe("false");
    expect(document.getElementById(other!.getAttribute("aria-describedby")!)!.textContent).toBe("Also possible");
    fireEvent.click(other!);
    expect(within(panel).getByTestId("would-save").textContent).toBe("lamb");
    expect(told.at(-1)).toBe(0);
    expect(other!.getAttribute("aria-pressed")).toBe("true");
    expect(likelier!.getAttribute("aria-pressed")).toBe("false");
    // Another reading chosen saves that reading's entry; the first meaning again, the first entry.
    const folded = within(panel).getAllByTestId("other-reading")[1]!;
    fireEvent.click(within(folded).getByRole("button", { name: "Choose this reading" }));
    expect(within(panel).getByTestId("would-save").textContent).toBe("master");
    expect(other!.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(likelier!);
    expect(within(panel).getByTestId("would-save").textContent).toBe("to say, speak");
  });

  it("shows no doubt when the lookup names none, or names the first entry itself, or two readings are close", () => {
    const { panel } = renderPanel({ ...meanings(), closeEntryId: undefined });
    expect(within(panel).queryByTestId("meanings-close")).toBeNull();
    expect(within(panel).queryAllByTestId("close-meaning")).toHaveLength(0);
    cleanup();
    expect(within(renderPanel({ ...meanings(), closeEntryId: say.id }).panel).queryAllByTestId("close-meaning")).toHaveLength(0);
    cleanup();
    const both = renderPanel({ ...meanings(), close: true }).panel;
    expect(within(both).queryAllByTestId("close-meaning")).toHaveLength(0);
    expect(within(both).getAllByTestId("close-reading")).toHaveLength(2);
  });
});

describe("WordPanel with a particle with a pronoun ending", () => {
  // לֵיהּ: ל with a pronoun ending; its entry is the bare preposition's ('unto, to, toward, for').
  const to = entry({ sourceId: "L00002", word: "לְ־", definitions: ["unto, to, toward, for", "to"] });
  const particle = (stem: string, stemPlain: string, head = "ל"): DictionaryLookup => ({
    word: stem,
    reading: reading({ stem, stemPlain, form: head, how: `${head} with a pronoun ending`, howSteps: [{ kind: "pronoun-ending", head, gloss: "to, for" }], cost: 0 }),
    entries: [to], close: false, lemma: null, myWordId: null, analysis: null, occurrences: null,
  });

  it("shows what the word means first ('to him'), then the preposition's entry, and saves that meaning", () => {
    const { panel } = renderPanel(particle("לֵיהּ", "ליה"));
    const gloss = within(panel).getByTestId("reading-gloss");
    expect(gloss.textContent).toBe("to him");
    // Before the entry of the preposition, which the panel still shows.
    expect(gloss.compareDocumentPosition(within(panel).getByTestId("word-entry")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByTestId("word-entry").textContent).toContain("unto, to, toward, for");
    expect(within(panel).getByTestId("would-save").textContent).toBe("to him");
  });

  it("names both persons where the ending may be either, and shows nothing of the kind for another reading", () => {
    const { panel } = renderPanel(particle("לָךְ", "לך"));
    expect(within(panel).getByTestId("reading-gloss").textContent).toBe("to you (m.) / to you (f.)");
    cleanup();
    const { panel: other } = renderPanel(lookup(false));
    expect(within(other).queryByTestId("reading-gloss")).toBeNull();
  });
});
