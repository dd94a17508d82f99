// The database thread's entry point. Node 20 does not apply the --import tsx loader to worker
// threads, so this plain module loads the TypeScript worker through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./pglite-worker.ts", import.meta.url);
