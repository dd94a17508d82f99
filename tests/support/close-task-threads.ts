/**
 * The server's shutdown step for the task threads in a process of its own (task-thread.test.ts
 * runs it): the real lexicon and review threads given a task each, the lexicon's still running when
 * the shutdown begins; closeTaskThreads lets it end, then no worker is left alive.
 */
import { closeTaskThreads, liveTaskWorkers } from "../../src/server/lib/task-thread";
import { resolveReferencesOnThread } from "../../src/server/modules/dictionary/lexicon-thread";
import { forecastOnThread } from "../../src/server/modules/review/review-thread";

const lexicon = resolveReferencesOnThread([]);
const forecast = forecastOnThread(null as never).then(() => "answered", () => "refused");
await forecast;
const closing = closeTaskThreads(30_000);
console.log(`lexicon ${await lexicon}`);
await closing;
console.log(`forecast ${await forecast}`);
console.log(`live ${liveTaskWorkers()}`);
