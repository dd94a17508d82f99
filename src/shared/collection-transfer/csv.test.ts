import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvParseError, parseCsv, toCsv, UTF8_BOM } from "./csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'a,b,c\r\n"1,5","say ""shalom""","line one\r\nline two"\r\nx,,z\r\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["1,5", 'say "shalom"', "line one\r\nline two"],
      ["x", "", "z"],
    ]);
  });

  it("drops the BOM and accepts LF, CRLF and CR line ends and a missing final line break", () => {
    expect(parseCsv(`${UTF8_BOM}h,e\nשָׁלוֹם,peace\r\nבַּיִת,house\rמַיִם,water`)).toEqual([
      ["h", "e"], ["שָׁלוֹם", "peace"], ["בַּיִת", "house"], ["מַיִם", "water"],
    ]);
  });

  it("keeps empty trailing fields and blank lines as one empty field", () => {
    expect(parseCsv("a,\n\nb")).toEqual([["a", ""], [""], ["b"]]);
    expect(parseCsv("")).toEqual([]);
  });

  it("reports an unclosed quote and text after a closing quote with the row", () => {
    expect(() => parseCsv('h\n"open')).toThrow(CsvParseError);
    expect(() => parseCsv('h\n"open')).toThrow(expect.objectContaining({ row: 2, key: "transfer_file_quote_open", params: { row: 2, field: 1 } }));
    expect(() => parseCsv('h,e\nok,ok\n"a"b,c')).toThrow(expect.objectContaining({ key: "transfer_file_quote_after", params: { row: 3, char: '"b"', field: 1 } }));
  });

  it("keeps a quote inside an unquoted field", () => {
    expect(parseCsv('5" ruler,x')).toEqual([['5" ruler', "x"]]);
  });
});

describe("toCsv", () => {
  it("writes a BOM, CRLF line ends and quotes only where needed", () => {
    expect(toCsv([["a", "b,c", 'q"q', null, 7, " pad"]])).toBe(`${UTF8_BOM}a,"b,c","q""q",,7," pad"\r\n`);
    expect(toCsv([["x"]], { bom: false })).toBe("x\r\n");
  });

  it("round-trips any table of strings", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "ש", "ׁ", ",", '"', "\r", "\n", " ", "1") });
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ""));
        expect(parseCsv(toCsv(table))).toEqual(table);
      }),
    );
  });
});

describe("formula cells (CSV injection)", () => {
  it("exports a cell a spreadsheet would evaluate with a leading apostrophe, and imports it back as it was", async () => {
    const { wordsToCsv, neutraliseFormula } = await import("./collection-to-csv");
    const { parseImportFile } = await import("./parse-import-file");
    const payloads = ["=HYPERLINK(\"http://evil.example\",\"x\")", "@SUM(A1:A2)", "+1+1", "-2+3", "\tTAB"];
    for (const p of payloads) expect(neutraliseFormula(p)).toBe(`'${p}`);
    expect(neutraliseFormula("שלום")).toBe("שלום");
    const words = payloads.map((english, i) => ({
      hebrew: `מילה${i}`, english, spanish: null, portuguese: null, french: null, italian: null, translit: null, pos: null, freq_rank: i + 1, subcategory: null, section: null,
    }));
    const csv = wordsToCsv(words);
    expect(csv).not.toMatch(/(^|,)[=@+]/m);
    const back = parseImportFile({ content: csv, fileName: "words.csv", overrides: { domain: "modern", slug: "words", name: "Words" } });
    expect(back.words.map((w) => w.english)).toEqual(payloads.map((p) => p.trim()));
  });
});
