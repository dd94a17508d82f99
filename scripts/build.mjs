// Builds what `npm start` runs, each part only when it is missing or out of date:
//   the client (vite build → dist/client) and the server (esbuild → dist/server/main.js, admin.js,
//   their chunks (with the app's pages, which render first screens), pglite-worker-entry.mjs,
//   review-worker-entry.mjs, lexicon-worker-entry.mjs, anki-worker-entry.mjs and the migrations folder beside them).
// A part is out of date when the fingerprint of its inputs (each file's path, size and mtime)
// differs from the one written after its last build (dist/.client-stamp, dist/.server-stamp).
//   node scripts/build.mjs            both parts
//   node scripts/build.mjs server     the server only (the tests' global set-up)
//   node scripts/build.mjs --force    rebuild even when up to date
// Plain JavaScript on purpose: it runs before anything is compiled, without tsx.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compileMessages } from "./compile-messages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const args = process.argv.slice(2);
const force = args.includes("--force");
const parts = args.filter((a) => !a.startsWith("--"));
const wanted = parts.length ? parts : ["client", "server"];

/** Every file under `entries` (files or folders, relative to the root), skipping tests. */
function listInputs(entries) {
  const files = [];
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      files.push(`${path.relative(root, p)}:${st.size}:${Math.trunc(st.mtimeMs)}`);
    }
  };
  for (const e of entries) walk(path.join(root, e));
  return files;
}

function fingerprint(entries) {
  return crypto.createHash("sha256").update(listInputs(entries).join("\n")).digest("hex");
}

const common = ["src/shared", "src/paraglide", "package-lock.json", "tsconfig.json", "scripts/build.mjs"];
const targets = {
  client: {
    inputs: [...common, "src/client", "index.html", "public", "vite.config.ts", "build"],
    output: path.join(dist, "client", "index.html"),
    build: buildClient,
  },
  server: {
    // The server also renders pages with the app's components (main.ts imports them): src/client is an input.
    inputs: [...common, "src/server", "src/client"],
    output: path.join(dist, "server", "main.js"),
    build: buildServer,
  },
};

function buildClient() {
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const r = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
}

async function buildServer() {
  const esbuild = await import("esbuild");
  const out = path.join(dist, `server.tmp-${process.pid}`);
  fs.rmSync(out, { recursive: true, force: true });
  const common = {
    absWorkingDir: root, bundle: true, platform: "node", format: "esm", target: "node20",
    // Dependencies stay in node_modules (resolved at run time as usual); the @/ alias of
    // tsconfig.json is resolved by esbuild. Source maps for readable stack traces.
    packages: "external", tsconfig: path.join(root, "tsconfig.json"), sourcemap: true, logLevel: "warning",
  };
  // The migrations folder and the database thread's entry are found beside the bundle
  // (db/client.ts, pglite-thread-client.ts use `new URL("./…", import.meta.url)`).
  // main.ts imports the app's routes and components to render first screens (docs/first-screen.md):
  // React's JSX, the production client's settings, no stylesheets (the page brings its own). Split
  // as the client is: a page's code loads when a page first needs it, not as the server starts.
  await esbuild.build({
    ...common, entryPoints: { main: "src/server/main.ts", admin: "src/server/cli/admin.ts" }, outdir: out, jsx: "automatic",
    // Chunks beside main.js: code that finds files by `import.meta.url` finds them from any chunk.
    splitting: true, chunkNames: "[name]-[hash]",
    define: { "import.meta.env.PROD": "true", "import.meta.env.DEV": "false" }, loader: { ".css": "empty" },
  });
  await esbuild.build({ ...common, entryPoints: { "pglite-worker-entry": "src/server/db/pglite-thread/pglite-worker.ts" }, outdir: out, outExtension: { ".js": ".mjs" } });
  // The review module's worker thread (modules/review/review-thread.ts): the fit and the forecast.
  await esbuild.build({ ...common, entryPoints: { "review-worker-entry": "src/server/modules/review/review-worker.ts" }, outdir: out, outExtension: { ".js": ".mjs" } });
  // The dictionary module's worker thread (modules/dictionary/lexicon-thread.ts): lexicon files parsed into batches.
  await esbuild.build({ ...common, entryPoints: { "lexicon-worker-entry": "src/server/modules/dictionary/lexicon-worker.ts" }, outdir: out, outExtension: { ".js": ".mjs" } });
  // The collection-transfer module's worker thread (modules/collection-transfer/anki-thread.ts): .apkg exports built.
  await esbuild.build({ ...common, entryPoints: { "anki-worker-entry": "src/server/modules/collection-transfer/anki-worker.ts" }, outdir: out, outExtension: { ".js": ".mjs" } });
  fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(out, "migrations"), { recursive: true });
  // The data files the server reads at run time (the modern frequency list), found beside the bundle.
  fs.cpSync(path.join(root, "src/server/data"), path.join(out, "data"), { recursive: true });
  const final = path.join(dist, "server");
  fs.rmSync(final, { recursive: true, force: true });
  fs.renameSync(out, final);
}

fs.mkdirSync(dist, { recursive: true });
// Both parts import the compiled messages (src/paraglide): brought up to date first.
compileMessages();
for (const name of wanted) {
  const target = targets[name];
  if (!target) throw new Error(`Unknown part "${name}" (client or server)`);
  const stamp = path.join(dist, `.${name}-stamp`);
  const print = fingerprint(target.inputs);
  const current = fs.existsSync(target.output) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === print;
  if (current && !force) continue;
  const started = performance.now();
  fs.rmSync(stamp, { force: true });
  await target.build();
  fs.writeFileSync(stamp, print);
  console.log(`Built the ${name} in ${Math.round(performance.now() - started)} ms`);
}
