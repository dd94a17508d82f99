// The Anki worker thread's entry point in the source tree. Node 20 does not apply the --import tsx
// loader to worker threads, so this plain module loads the TypeScript worker through tsx's API
// (the build bundles anki-worker.ts as dist/server/anki-worker-entry.mjs instead).
import { tsImport } from "tsx/esm/api";

await tsImport("./anki-worker.ts", import.meta.url);
