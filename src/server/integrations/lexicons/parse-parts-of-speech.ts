import { SaxesParser } from "saxes";

/** A parts-of-speech key (BDBPartsOfSpeech.xml, PartsOfSpeech.xml): code → name. */
export function parsePartsOfSpeech(xml: string): Map<string, string> {
  const table = new Map<string, string>();
  const parser = new SaxesParser({ position: false });
  let field: "Code" | "Name" | null = null;
  let code = "";
  let name = "";
  parser.on("opentag", (tag) => {
    if (tag.name === "Code" || tag.name === "Name") {
      field = tag.name;
      if (tag.name === "Code") code = "";
      else name = "";
    }
  });
  parser.on("text", (t) => {
    if (field === "Code") code += t;
    else if (field === "Name") name += t;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === "Code" || tag.name === "Name") field = null;
    if (tag.name === "POS" && code.trim() && !table.has(code.trim())) table.set(code.trim(), name.trim());
  });
  parser.write(xml.replace(/^\uFEFF/, "")).close();
  return table;
}

/**
 * The name of a lexicon's part-of-speech code: as listed; else BDB's dotted form read as the key's
 * hyphens ("n.pr.m" → "n-pr-m", "n.[m.]" → "n-m"); else each part named ("adj.gent" → "Adjective
 * Gentilic"). A code the key does not know stays as written.
 */
export function partOfSpeechName(code: string | null, table: ReadonlyMap<string, string>): string | null {
  if (!code) return null;
  const direct = table.get(code);
  if (direct) return direct;
  const hyphenated = code.replace(/[[\]]/g, "").trim().replace(/\.$/, "").replace(/\.\s*|\s+/g, "-");
  const named = table.get(hyphenated);
  if (named) return named;
  const parts = hyphenated.split("-").filter(Boolean);
  if (parts.length > 1 && parts.every((p) => table.has(p))) return parts.map((p) => table.get(p)).join(" ");
  return code;
}
