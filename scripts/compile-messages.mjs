// Compiles the interface's messages (messages/{locale}.json, inlang message format) with Paraglide JS
// into src/paraglide: one module per message (a page's lazy chunk ships only its own strings), with
// .d.ts beside each so tsc checks every call. The output is generated, never committed (.gitignore).
//   node scripts/compile-messages.mjs           compile when messages/ or the project changed
//   node scripts/compile-messages.mjs --force   compile anyway
//   node scripts/compile-messages.mjs --sort    first put every catalogue's keys in order (the catalogue test asks for it)
// Run by postinstall (a fresh `npm ci`), typecheck, the Vite build (vite.config.ts), Vitest's
// global set-up and scripts/build.mjs, so every path to the code finds it up to date.
// Loading the inlang SDK takes seconds: the stamp (a hash of the inputs) skips an unchanged
// catalogue, and the output is written beside and renamed into place, so a concurrent reader (tsc,
// a test) never sees a half-written folder.
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const messagesOutdir = path.join(root, "src", "paraglide");
const stampFile = path.join(messagesOutdir, ".stamp");

/** The compiler's options: the locale is set by the app (src/client/lib/i18n), or passed per call on the server. */
export const paraglideOptions = {
  project: path.join(root, "project.inlang"),
  strategy: ["globalVariable", "baseLocale"],
  outputStructure: "message-modules",
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
};

function inputsHash() {
  const hash = crypto.createHash("sha256");
  const files = [
    path.join(root, "project.inlang", "settings.json"),
    import.meta.filename,
    ...fs.readdirSync(path.join(root, "messages")).sort().filter((f) => f.endsWith(".json")).map((f) => path.join(root, "messages", f)),
  ];
  for (const f of files) hash.update(`${path.relative(root, f)}\n`).update(fs.readFileSync(f));
  let version = "";
  try {
    version = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "@inlang", "paraglide-js", "package.json"), "utf8")).version;
  } catch {
    /* not installed: compile() below says so */
  }
  return hash.update(version).digest("hex");
}

/** Whether src/paraglide is missing or was compiled from other inputs. */
export function messagesOutOfDate() {
  return !fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== inputsHash();
}

/**
 * Compiles in a child process when the output is out of date (the inlang SDK leaves handles open
 * that would keep a build or a test run alive); returns whether it compiled.
 */
export function compileMessages({ force = false } = {}) {
  if (!force && !messagesOutOfDate()) return false;
  const r = spawnSync(process.execPath, [import.meta.filename, "--force"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`Compiling the messages failed (exit ${r.status})`);
  return true;
}

async function compileNow() {
  const hash = inputsHash();
  const started = performance.now();
  const { compile } = await import("@inlang/paraglide-js");
  const tmp = `${messagesOutdir}.tmp-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await compile({ ...paraglideOptions, outdir: tmp });
    fs.writeFileSync(path.join(tmp, ".stamp"), hash);
    const old = `${messagesOutdir}.old-${process.pid}`;
    if (fs.existsSync(messagesOutdir)) fs.renameSync(messagesOutdir, old);
    fs.renameSync(tmp, messagesOutdir);
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`Compiled the messages in ${Math.round(performance.now() - started)} ms`);
}

/** Rewrites messages/*.json with their keys in order ($schema first), so that additions by several people merge. */
function sortCatalogues() {
  const dir = path.join(root, "messages");
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const { $schema, ...messages } = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
    const sorted = Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
    fs.writeFileSync(path.join(dir, f), `${JSON.stringify({ $schema, ...sorted }, null, 2)}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--sort")) sortCatalogues();
  if (process.argv.includes("--force") || messagesOutOfDate()) await compileNow();
  process.exit(0);
}
