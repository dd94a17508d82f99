/**
 * A script's last work on the lexicon thread (task-thread.test.ts runs it in a child process): one
 * task, its result printed; the process must then exit by itself, the idle thread not holding it.
 */
import { resolveReferencesOnThread } from "../../src/server/modules/dictionary/lexicon-thread";

console.log(`result ${await resolveReferencesOnThread([])}`);
