import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/shared/i18n/locales";

/**
 * The interface's catalogue: every locale has exactly English's keys with the same
 * placeholders, and no user-visible string in client code is written as a literal — JSX text, the
 * attributes a person reads or hears (aria-label, title, placeholder, alt…), toast(…) arguments and
 * label/title/description fields. Found with the TypeScript compiler's parser, not by regular expressions.
 * README, "Translating the interface", says how to fix each failure.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Client files not converted to the catalogue yet. Must end empty:
 * remove a file here when its strings move to messages/.
 */
export const NOT_YET_TRANSLATED: readonly string[] = [
];

type Catalogue = Record<string, unknown>;
const readCatalogue = (locale: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as Catalogue;
  return messages;
};

/** The placeholders a message uses ({name}, in every variant). */
function placeholders(message: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === "string") for (const m of v.matchAll(/\{([A-Za-z_][\w]*)\}/g)) found.add(m[1]!);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k === "declarations") for (const d of inner as string[]) { const input = /^input (\w+)/.exec(d); if (input) found.add(input[1]!); }
        else if (k !== "selectors") walk(inner);
      }
    }
  };
  walk(message);
  return [...found].sort();
}

// A string a person reads: it has a letter that is not Hebrew (Hebrew sample words are data, not interface).
const READABLE = /[\p{L}]/u;
const HEBREW_ONLY = /^[\s\p{P}\p{S}\p{N}\u0590-\u05FF\uFB1D-\uFB4F]*$/u;
/** Literals that are not words of any language: the brand, codes, symbols. */
const NOT_WORDS = new Set(["Milim", "Milim,", "מִלִּים", "EN", "HE", "OK", "TOTP", "FSRS", "CSV", "JSON", "URL", "ID", "LLM", "Sefaria", "BDB", "Jastrow", "Strong's", "API", "you@example.com"]);
const isReadable = (s: string) => {
  const t = s.replace(/\s+/g, " ").trim();
  // A lone letter is a key's name ("S", "1"), not a word.
  return t.length > 0 && READABLE.test(t) && !HEBREW_ONLY.test(t) && !NOT_WORDS.has(t) && !/^[A-Za-z]$/.test(t);
};

const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "title", "placeholder", "alt", "label", "description", "hint", "submitLabel"]);
const READ_PROPERTIES = new Set(["label", "title", "description", "placeholder", "ariaLabel", "errorTitle"]);

type Finding = { file: string; line: number; text: string };

/** The literal text in an expression a JSX child or attribute shows: strings, templates' static parts, both branches of ?: and ||/??. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].filter(Boolean);
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)) {
    return [...(node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ? [] : literalTexts(node.left)), ...literalTexts(node.right)];
  }
  return [];
}

const isToastCall = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === "toast";
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "toast";
};

export function findUntranslated(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (isReadable(text)) findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const t of literalTexts(node.expression)) report(node, t);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const t of literalTexts(init.expression)) report(init, t);
    } else if (ts.isCallExpression(node) && isToastCall(node)) {
      const [first, second] = node.arguments;
      if (first) for (const t of literalTexts(first)) report(first, t);
      // toast(title, { description: "…" }) is caught below as a description property.
      void second;
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(sf).replace(/["']/g, ""))) {
      for (const t of literalTexts(node.initializer)) report(node.initializer, t);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

function clientFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path.relative(root, p).split(path.sep).join("/"));
    }
  };
  walk(path.join(root, "src", "client"));
  return out.sort();
}

describe("the interface's catalogue", () => {
  const en = readCatalogue("en");

  it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly English's keys, each with English's placeholders", (locale) => {
    const other = readCatalogue(locale);
    expect({ missing: Object.keys(en).filter((k) => !(k in other)), extra: Object.keys(other).filter((k) => !(k in en)) }).toEqual({ missing: [], extra: [] });
    const differing = Object.keys(en).filter((k) => JSON.stringify(placeholders(en[k])) !== JSON.stringify(placeholders(other[k])));
    expect(differing).toEqual([]);
    const untranslated = Object.keys(en).filter((k) => typeof other[k] === "string" && !(other[k] as string).trim());
    expect(untranslated).toEqual([]);
  });

  it("is compiled for the app's locales, English first", async () => {
    const compiler = await import("../../scripts/compile-messages.mjs");
    expect(compiler.LOCALES).toEqual([...LOCALES]);
  });

  it("keys are namespaced by area (area_name, lower case) and kept in order (so that parallel additions merge)", () => {
    expect(Object.keys(en).filter((k) => !/^[a-z][a-z0-9]*_[a-z0-9_]+$/.test(k))).toEqual([]);
    for (const locale of LOCALES) expect(Object.keys(readCatalogue(locale))).toEqual(Object.keys(en).sort());
  });

  it("finds a literal in JSX text, read attributes, toasts and labels, and not in Hebrew samples or class names", () => {
    const code = `
      export function A({ n }: { n: number }) {
        toast.success("Saved");
        const tabs = [{ value: "x", label: "Matching" }];
        return <div className="flex gap-2" aria-label="Close" title={n ? "One" : \`\${n} many\`}>
          Hello <span dir="rtl">שָׁלוֹם</span> — {n > 1 ? "words" : m.word()} {"%"}<img alt={m.alt()} />
        </div>;
      }`;
    expect(findUntranslated("sample.tsx", code).map((f) => f.text)).toEqual(["Saved", "Matching", "Close", "One", "many", "Hello", "words"]);
  });

  it("no client file shows a string that is not from the catalogue", () => {
    const files = clientFiles();
    const found = new Map(files.map((f) => [f, findUntranslated(f, fs.readFileSync(path.join(root, f), "utf8"))]));
    const findings = files.filter((f) => !NOT_YET_TRANSLATED.includes(f)).flatMap((f) => found.get(f)!);
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
    // The allow-list names only files that exist and still need it.
    expect(NOT_YET_TRANSLATED.filter((f) => !found.get(f)?.length)).toEqual([]);
  }, 60_000);
});
