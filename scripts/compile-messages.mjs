// Compiles the interface's messages (messages/{locale}.json, the inlang message format: a string with
// {placeholders}, or a plural message's declarations, selectors and variants) into src/paraglide, the
// module API Paraglide JS emitted before: `m.area_key(inputs?, { locale }?)`, one module per
// message (a page's lazy chunk ships only its own strings), with the types tsc checks every call
// against in messages/_index.d.ts. No dependency: a few hundred lines of our own instead of Paraglide's
// 565 MB toolchain in every install. The output is generated, never committed (.gitignore).
//   node scripts/compile-messages.mjs           compile when messages/ or this script changed
//   node scripts/compile-messages.mjs --force   compile anyway
//   node scripts/compile-messages.mjs --sort    first put every catalogue's keys in order (the catalogue test asks for it)
// Run by postinstall (a fresh `npm ci`), typecheck, the Vite build (vite.config.ts), Vitest's
// global set-up and scripts/build.mjs, so every path to the code finds it up to date. The stamp (a
// hash of the inputs) skips an unchanged catalogue, and the output is written beside and renamed
// into place, so a concurrent reader (tsc, a test) never sees a half-written folder.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const messagesOutdir = path.join(root, "src", "paraglide");
const messagesDir = path.join(root, "messages");
const stampFile = path.join(messagesOutdir, ".stamp");

/** The interface's languages, the base (the source, and the fallback of a missing key) first; as src/shared/i18n/locales.ts. */
export const LOCALES = ["en", "he", "es", "pt", "fr", "it"];
const BASE_LOCALE = LOCALES[0];

function inputsHash() {
  const hash = crypto.createHash("sha256");
  const files = [import.meta.filename, ...catalogueFiles()];
  for (const f of files) hash.update(`${path.relative(root, f)}\n`).update(fs.readFileSync(f));
  return hash.digest("hex");
}

const catalogueFiles = () => LOCALES.map((l) => path.join(messagesDir, `${l}.json`));

/** Whether src/paraglide is missing or was compiled from other inputs. */
export function messagesOutOfDate() {
  return !fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== inputsHash();
}

/** Compiles when the output is out of date (or `force`); returns whether it compiled. Synchronous, in this process (a few tens of milliseconds). */
export function compileMessages({ force = false } = {}) {
  if (!force && !messagesOutOfDate()) return false;
  compileNow();
  return true;
}

class CatalogueError extends Error {}
const fail = (where, what) => {
  throw new CatalogueError(`messages: ${where}: ${what}`);
};

/** A text's pieces: literal strings and {name} references. */
function parsePattern(text, where) {
  if (typeof text !== "string") fail(where, "a variant must be a string");
  const parts = [];
  let rest = text;
  while (rest.length) {
    const open = rest.indexOf("{");
    const close = rest.indexOf("}");
    if (close !== -1 && (open === -1 || close < open)) fail(where, `"}" without "{" in ${JSON.stringify(text)}`);
    if (open === -1) {
      parts.push({ text: rest });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open) });
    if (close === -1) fail(where, `"{" without "}" in ${JSON.stringify(text)}`);
    const name = rest.slice(open + 1, close).trim();
    if (!/^[A-Za-z_]\w*$/.test(name)) fail(where, `{${name}} is not a placeholder (a name: letters, digits, _)`);
    parts.push({ ref: name });
    rest = rest.slice(close + 1);
  }
  return parts;
}

/**
 * One locale's message: { inputs, locals, selectors, variants: [{ when: {selector: value|"*"}, parts }] }.
 * The forms the catalogue uses (checked, so that a new form fails here, not in the browser):
 * "input x", "local xPlural = x: plural", "local xNumber = x: number", selectors of locals, and match
 * keys "sel=value" joined by ", ".
 */
function parseMessage(value, where) {
  if (typeof value === "string") return { inputs: new Set(), locals: new Map(), selectors: [], variants: [{ when: {}, parts: parsePattern(value, where) }] };
  if (!Array.isArray(value) || value.length !== 1 || typeof value[0] !== "object") fail(where, "a message is a string or [{ declarations, selectors, match }]");
  const { declarations = [], selectors = [], match, ...other } = value[0];
  if (Object.keys(other).length) fail(where, `unknown fields ${Object.keys(other).join(", ")}`);
  const inputs = new Set();
  const locals = new Map();
  for (const d of declarations) {
    let r;
    if ((r = /^input (\w+)$/.exec(d))) inputs.add(r[1]);
    else if ((r = /^local (\w+) = (\w+): (plural|number)$/.exec(d))) {
      locals.set(r[1], { of: r[2], fn: r[3] });
      inputs.add(r[2]);
    } else fail(where, `declaration ${JSON.stringify(d)} is not one this compiler knows ("input x", "local y = x: plural|number")`);
  }
  for (const s of selectors) if (!locals.has(s)) fail(where, `selector ${s} is not a declared local`);
  if (!match || typeof match !== "object") fail(where, "match is missing");
  const variants = Object.entries(match).map(([key, text]) => {
    const when = {};
    for (const cond of key.split(/\s*,\s*/)) {
      const [sel, val] = cond.split("=");
      if (!selectors.includes(sel) || !val) fail(where, `match key ${JSON.stringify(key)} does not name a selector`);
      when[sel] = val;
    }
    return { when, parts: parsePattern(text, `${where} (${key})`) };
  });
  return { inputs, locals, selectors, variants };
}

const literal = (s) => JSON.stringify(s);

function patternCode(parts, locals) {
  if (!parts.length) return '""';
  return parts.map((p) => (p.text !== undefined ? literal(p.text) : locals.has(p.ref) ? p.ref : `String(i?.${p.ref})`)).join(" + ");
}

/**
 * A locale's function body. Variants are tried in order, "*" matches any value; when none matches
 * (Hebrew's "two" against a message with only one and other), the "other" variant is said, not the key.
 */
function functionCode(locale, msg) {
  const lines = [];
  for (const [name, { of, fn }] of msg.locals) lines.push(`const ${name} = ${fn}(${literal(locale)}, i?.${of});`);
  if (!msg.selectors.length) return [...lines, `return ${patternCode(msg.variants[0].parts, msg.locals)};`].join(" ");
  const cond = (v) => msg.selectors.filter((s) => v.when[s] !== "*").map((s) => `${s} === ${literal(v.when[s])}`).join(" && ");
  for (const v of msg.variants) {
    const c = cond(v);
    lines.push(c ? `if (${c}) return ${patternCode(v.parts, msg.locals)};` : `return ${patternCode(v.parts, msg.locals)};`);
    if (!c) return lines.join(" ");
  }
  const other = msg.variants.find((v) => msg.selectors.every((s) => v.when[s] === "other")) ?? msg.variants.at(-1);
  lines.push(`return ${patternCode(other.parts, msg.locals)};`);
  return lines.join(" ");
}

/** The references a message's text makes that are not locals: its inputs. */
function inputsOf(msg) {
  const names = new Set(msg.inputs);
  for (const v of msg.variants) for (const p of v.parts) if (p.ref && !msg.locals.has(p.ref)) names.add(p.ref);
  return names;
}

const RUNTIME_JS = `/* eslint-disable */
// Generated by scripts/compile-messages.mjs. The interface language of this page (set by
// src/client/lib/i18n); a message called with { locale } uses that one instead.
export const baseLocale = ${literal(BASE_LOCALE)};
export const locales = /** @type {const} */ (${JSON.stringify(LOCALES)});
let current = baseLocale;
export const isLocale = (value) => locales.includes(value);
export const getLocale = () => current;
export const setLocale = (locale, _options) => {
  if (!isLocale(locale)) throw new Error(\`Unknown locale \${locale}\`);
  current = locale;
};
`;

const RUNTIME_DTS = `export type Locale = ${LOCALES.map(literal).join(" | ")};
export declare const baseLocale: ${literal(BASE_LOCALE)};
export declare const locales: readonly [${LOCALES.map(literal).join(", ")}];
/** A message's text (a string, branded so that only the catalogue's strings are taken where one is asked for). */
export type LocalizedString = string & { readonly __brand: "LocalizedString" };
export declare function isLocale(value: unknown): value is Locale;
export declare function getLocale(): Locale;
export declare function setLocale(locale: Locale, options?: { reload?: boolean }): void;
`;

const REGISTRY_JS = `/* eslint-disable */
// Generated by scripts/compile-messages.mjs: the functions plural messages declare, one Intl object per locale.
const plurals = new Map();
const numbers = new Map();
export function plural(locale, input) {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(Number(input));
}
export function number(locale, input) {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(Number(input));
}
`;

function writeOutput(dir, catalogues) {
  const keys = Object.keys(catalogues[BASE_LOCALE]).sort();
  for (const [locale, cat] of Object.entries(catalogues)) {
    for (const k of Object.keys(cat)) if (!(k in catalogues[BASE_LOCALE])) fail(`${locale}.json`, `key ${k} is not in ${BASE_LOCALE}.json`);
  }
  fs.mkdirSync(path.join(dir, "messages"), { recursive: true });
  const localeType = LOCALES.map(literal).join(" | ");
  const index = ["/* eslint-disable */"];
  const types = ['import type { LocalizedString } from "../runtime.js";', `type Options = { locale?: ${localeType} };`];
  for (const key of keys) {
    if (!/^[a-z_][a-z0-9_]*$/.test(key)) fail(`${BASE_LOCALE}.json`, `key ${key} is not lower_snake_case`);
    const parsed = LOCALES.filter((l) => key in catalogues[l]).map((l) => [l, parseMessage(catalogues[l][key], `${l}.json ${key}`)]);
    const inputs = new Set(parsed.flatMap(([, msg]) => [...inputsOf(msg)]));
    const usesRegistry = parsed.some(([, msg]) => msg.locals.size);
    const fns = parsed.map(([l, msg]) => `const ${l} = (i) => { ${functionCode(l, msg)} };`);
    const others = parsed.filter(([l]) => l !== BASE_LOCALE).map(([l]) => `if (locale === ${literal(l)}) return ${l}(inputs);`);
    const base = parsed.some(([l]) => l === BASE_LOCALE) ? BASE_LOCALE : fail(`${BASE_LOCALE}.json`, `${key} is missing`);
    fs.writeFileSync(path.join(dir, "messages", `${key}.js`), [
      "/* eslint-disable */",
      usesRegistry ? 'import { plural, number } from "../registry.js";' : "",
      'import { getLocale } from "../runtime.js";',
      ...fns,
      `export const ${key} = (inputs = {}, options = {}) => { const locale = options.locale ?? getLocale(); ${others.join(" ")} return ${base}(inputs); };`,
      "",
    ].filter((l) => l !== "").join("\n") + "\n");
    index.push(`export * from "./${key}.js";`);
    const english = catalogues[BASE_LOCALE][key];
    const sample = typeof english === "string" ? english : Object.values(english[0].match).join(" | ");
    const inputType = inputs.size ? `{ ${[...inputs].sort().map((n) => `${n}: NonNullable<unknown>`).join("; ")} }` : "{}";
    types.push(`/** ${sample.replaceAll("*/", "* /")} */`, `export declare const ${key}: (inputs${inputs.size ? "" : "?"}: ${inputType}, options?: Options) => LocalizedString;`);
  }
  fs.writeFileSync(path.join(dir, "messages", "_index.js"), `${index.join("\n")}\n`);
  fs.writeFileSync(path.join(dir, "messages", "_index.d.ts"), `${types.join("\n")}\n`);
  const barrel = 'export * from "./messages/_index.js";\nexport * as m from "./messages/_index.js";\n';
  // The server's messages (server_<key>) alone, for the client's lazy chunk that words them by key
  // (src/client/lib/word-server-message.ts): it reads them by name, so it takes this module whole.
  const serverKeys = Object.keys(catalogues[BASE_LOCALE]).filter((k) => k.startsWith("server_"));
  const serverBarrel = serverKeys.map((k) => `export * from "./messages/${k}.js";`).join("\n");
  fs.writeFileSync(path.join(dir, "server-messages.js"), `/* eslint-disable */\n${serverBarrel}\n`);
  fs.writeFileSync(path.join(dir, "server-messages.d.ts"), `export { ${serverKeys.join(", ")} } from "./messages/_index.js";\n`);
  fs.writeFileSync(path.join(dir, "messages.js"), `/* eslint-disable */\n${barrel}`);
  fs.writeFileSync(path.join(dir, "messages.d.ts"), barrel);
  fs.writeFileSync(path.join(dir, "runtime.js"), RUNTIME_JS);
  fs.writeFileSync(path.join(dir, "runtime.d.ts"), RUNTIME_DTS);
  fs.writeFileSync(path.join(dir, "registry.js"), REGISTRY_JS);
  return keys.length;
}

function readCatalogues() {
  const catalogues = {};
  for (const locale of LOCALES) {
    const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(messagesDir, `${locale}.json`), "utf8"));
    catalogues[locale] = messages;
  }
  return catalogues;
}

function compileNow() {
  const hash = inputsHash();
  const started = performance.now();
  const tmp = `${messagesOutdir}.tmp-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    const count = writeOutput(tmp, readCatalogues());
    fs.writeFileSync(path.join(tmp, ".stamp"), hash);
    const old = `${messagesOutdir}.old-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
    if (fs.existsSync(messagesOutdir)) fs.renameSync(messagesOutdir, old);
    fs.renameSync(tmp, messagesOutdir);
    fs.rmSync(old, { recursive: true, force: true });
    console.log(`Compiled ${count} messages in ${Math.round(performance.now() - started)} ms`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Rewrites messages/*.json with their keys in order ($schema first), so that additions by several people merge. */
function sortCatalogues() {
  for (const f of fs.readdirSync(messagesDir).filter((n) => n.endsWith(".json"))) {
    const { $schema, ...messages } = JSON.parse(fs.readFileSync(path.join(messagesDir, f), "utf8"));
    const sorted = Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
    fs.writeFileSync(path.join(messagesDir, f), `${JSON.stringify({ $schema, ...sorted }, null, 2)}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    if (process.argv.includes("--sort")) sortCatalogues();
    compileMessages({ force: process.argv.includes("--force") });
  } catch (e) {
    if (!(e instanceof CatalogueError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
