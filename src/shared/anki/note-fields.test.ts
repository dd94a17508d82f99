import { describe, expect, it } from "vitest";
import { ankiFieldHtml, ankiFieldText, duplicateKey, guessFieldMapping, noteKeys, noteToWord } from "./note-fields";

describe("ankiFieldText", () => {
  it("reads an Anki field's HTML as plain text", () => {
    expect(ankiFieldText("<div><b>שָׁלוֹם</b></div><div>peace&nbsp;&amp; quiet</div>")).toBe("שָׁלוֹם; peace & quiet");
    expect(ankiFieldText("[sound:shalom.mp3]hello<br>world")).toBe("hello; world");
    // A field's lines stay apart: two meanings are not run together; empty lines and a trailing <br> go.
    expect(ankiFieldText("there is<br>there are")).toBe("there is; there are");
    expect(ankiFieldText("there is<div>there are</div><div><br></div>")).toBe("there is; there are");
    expect(ankiFieldText("to eat,<br />to dine<br>")).toBe("to eat, to dine");
    expect(ankiFieldText("<p> house </p>")).toBe("house");
    expect(ankiFieldText("{{c1::בַּיִת::house}} &lt;b&gt; &#1488;&#x5D1;")).toBe("בַּיִת <b> אב");
    expect(ankiFieldText('<img src="x.png" onerror="alert(1)"><script>alert(2)</script>')).toBe("");
  });

  it("keeps what it reads safe to store: no NUL, NFC", () => {
    expect(ankiFieldText("a\u0000b")).toBe("ab");
    expect(ankiFieldText("e\u0301")).toBe("\u00e9");
  });

  it("escapes text for a field and reads it back unchanged", () => {
    const text = "a < b && c > d";
    expect(ankiFieldHtml(text)).toBe("a &lt; b &amp;&amp; c &gt; d");
    expect(ankiFieldText(ankiFieldHtml(text))).toBe(text);
  });
});

describe("guessFieldMapping", () => {
  it("maps Milim's own fields by name", () => {
    expect(guessFieldMapping(["Hebrew", "Transliteration", "Meaning", "Example", "Reference"], [["שָׁלוֹם", "shalom", "peace", "", ""]]))
      .toEqual({ hebrew: 0, translit: 1, meaning: 2, example: 3, reference: 4 });
  });

  it("finds the Hebrew by its letters when Front holds English", () => {
    // A source field is the reference, never the meaning.
    expect(guessFieldMapping(["Word", "Gloss", "Sentence", "Source"], [["בַּיִת", "house", "בֵּיתוֹ", "Gen 7:1"]])).toEqual({ hebrew: 0, meaning: 1, translit: null, example: 2, reference: 3 });
    expect(guessFieldMapping(["Front", "Back"], [["house", "בַּיִת"], ["dog", "כֶּלֶב"]])).toEqual({ hebrew: 1, meaning: 0, translit: null, example: null, reference: null });
  });

  it("takes Front and Back as Hebrew and meaning when the text says nothing", () => {
    expect(guessFieldMapping(["Front", "Back"], [["hello", "world"]])).toEqual({ hebrew: 0, meaning: 1, translit: null, example: null, reference: null });
    expect(guessFieldMapping(["Text"], [])).toEqual({ hebrew: 0, meaning: null, translit: null, example: null, reference: null });
  });
});

describe("noteToWord", () => {
  const mapping = { hebrew: 1, meaning: 0, translit: 2, example: null, reference: null };
  it("reads a note through the mapping", () => {
    expect(noteToWord(["<i>house</i>", "בַּיִת", ""], mapping)).toEqual({ hebrew: "בַּיִת", meaning: "house", translit: null, example: null, reference: null });
    // Milim's own note: the example's reference comes back with it.
    expect(noteToWord(["בַּיִת", "bayit", "house", "בֹּא אַתָּה וְכָל בֵּיתְךָ", "Genesis 7:1"], { hebrew: 0, translit: 1, meaning: 2, example: 3, reference: 4 }))
      .toEqual({ hebrew: "בַּיִת", meaning: "house", translit: "bayit", example: "בֹּא אַתָּה וְכָל בֵּיתְךָ", reference: "Genesis 7:1" });
  });
  it("gives nothing for a note without Hebrew", () => {
    expect(noteToWord(["house", "<br>", "bayit"], mapping)).toBeNull();
  });
  it("compares Hebrew without niqqud", () => {
    expect(duplicateKey("בַּיִת")).toBe(duplicateKey("בית"));
  });
});

describe("noteKeys", () => {
  it("reads each field as its duplicate key: text without markup or niqqud, maqaf as a space; empty fields null", () => {
    expect(noteKeys(["<b>בַּיִת</b>", "house", "<br>", "בֵּית־סֵפֶר", "Shalom"])).toEqual(["בית", "house", null, "בית ספר", "shalom"]);
  });

  it("gives the key of the word noteToWord reads from the same field", () => {
    const fields = ["<i>כֶּלֶב</i>", "", "dog"];
    fields.forEach((_, i) => {
      const word = noteToWord(fields, { hebrew: i, meaning: null, translit: null, example: null, reference: null });
      expect(noteKeys(fields)[i]).toBe(word ? duplicateKey(word.hebrew) : null);
    });
  });
});
