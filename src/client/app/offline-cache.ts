import { dehydrate, hydrate, type DehydratedState, type Mutation, type Query, type QueryClient } from "@tanstack/react-query";
import { setRestoredCopyTime } from "@/client/lib/offline-copy-time";
import {
  COLLECTION_PAGE_KEY, COLLECTIONS_KEY, DOMAINS_KEY, ME_QUERY_KEY, PARSING_ANSWER_KEY, PARSING_SESSION_KEY, SETTINGS_QUERY_KEY, TODAY_STATISTICS_KEY,
} from "@/client/lib/query-keys";

/**
 * The offline copy of what the study area needs (the last opened collections stay readable
 * offline): the signed-in user, the domains and collection lists, the daily goal and the last
 * OFFLINE_COLLECTIONS collection pages (words and the learner's progress, answers given offline
 * included), and the parsing drill's answers still waiting, kept in IndexedDB. Restored at start-up; written a moment after each change and when
 * the page is hidden; deleted when nobody is signed in (a sign-out leaves no study data behind).
 */
export const OFFLINE_COLLECTIONS = 5;
const DB_NAME = "milim-offline";
const STORE = "queries";
const KEY = "cache";
/** Bumped when the shape of a persisted answer changes: an older copy is then ignored. */
const VERSION = 1;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 500;

interface Stored { version: number; savedAt: number; state: DehydratedState }

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB unavailable")); // not shown: the offline copy logs it
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed")); // not shown
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted")); // not shown
    });
  } finally {
    db.close();
  }
}

// The parsing drill's rounds too: a round opened online goes on offline (its answers are sent when the connection is back).
const SMALL_ROOTS = new Set<unknown>([ME_QUERY_KEY[0], DOMAINS_KEY[0], COLLECTIONS_KEY[0], SETTINGS_QUERY_KEY[0], PARSING_SESSION_KEY[0]]);

function isTodayStatistics(q: Query): boolean {
  return q.queryKey[0] === TODAY_STATISTICS_KEY[0] && q.queryKey[1] === TODAY_STATISTICS_KEY[1];
}

/** The queries worth keeping: successful ones of the study area, the newest collection pages only. */
export function queriesToKeep(queries: readonly Query[]): Set<Query> {
  const ok = queries.filter((q) => q.state.status === "success" && q.state.data !== undefined);
  const pages = ok
    .filter((q) => q.queryKey[0] === COLLECTION_PAGE_KEY)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, OFFLINE_COLLECTIONS);
  return new Set([...ok.filter((q) => SMALL_ROOTS.has(q.queryKey[0]) || isTodayStatistics(q)), ...pages]);
}

/**
 * The parsing answers not yet confirmed by the server (waiting offline, or on their way): kept so
 * a reload sends them again, with the same ids (the server applies each one once). The study
 * answers have their own store (features/progress/lib/pending-answers.ts).
 */
export function isWaitingParsingAnswer(m: Pick<Mutation, "options" | "state">): boolean {
  return m.options.mutationKey?.[0] === PARSING_ANSWER_KEY[0] && m.state.status === "pending";
}

function signedIn(queryClient: QueryClient): boolean {
  return !!queryClient.getQueryData(ME_QUERY_KEY);
}

/** The user whose data the copy holds (its ["me"] query). */
function userOf(state: DehydratedState): string | undefined {
  const me = state.queries.find((q) => q.queryKey[0] === ME_QUERY_KEY[0])?.state.data as { user?: { id?: string } } | null | undefined;
  return me?.user?.id;
}

/**
 * Fills the query cache with the offline copy (newer data already in the cache wins). With
 * `onlyFor`, only a copy of that user's data is used (online, once the session is known).
 */
export async function restoreQueryCache(queryClient: QueryClient, onlyFor?: string): Promise<void> {
  try {
    const stored = await withStore<Stored | undefined>("readonly", (s) => s.get(KEY) as IDBRequest<Stored | undefined>);
    if (!stored || stored.version !== VERSION || Date.now() - stored.savedAt > MAX_AGE_MS) return;
    if (onlyFor !== undefined && userOf(stored.state) !== onlyFor) return;
    hydrate(queryClient, stored.state);
    setRestoredCopyTime(stored.savedAt);
    // The parsing answers that were waiting: sent now, or (offline) paused until the connection is back.
    if (stored.state.mutations.length) void queryClient.resumePausedMutations();
    // The copy may be older than the server (a reload can come before the last write): it is shown
    // at once but fetched again as soon as it is used and the server can be reached.
    for (const q of stored.state.queries) {
      if (queryClient.getQueryState(q.queryKey)?.dataUpdatedAt !== q.state.dataUpdatedAt) continue; // newer data won
      void queryClient.invalidateQueries({ queryKey: q.queryKey, exact: true, refetchType: "none" });
    }
  } catch (e) {
    console.warn("The offline copy could not be read", e);
  }
}

/** Keeps the offline copy up to date from now on; returns a function that stops it. */
export function persistQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const saving = signedIn(queryClient)
      ? withStore("readwrite", (s) => {
        const keep = queriesToKeep(queryClient.getQueryCache().getAll());
        const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => keep.has(q), shouldDehydrateMutation: isWaitingParsingAnswer });
        // One on its way when the page closed is sent again too (restored as paused, resumed at start-up).
        const mutations = state.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }));
        return s.put({ version: VERSION, savedAt: Date.now(), state: { ...state, mutations } } satisfies Stored, KEY);
      })
      : withStore("readwrite", (s) => s.delete(KEY));
    saving.catch((e: unknown) => console.warn("The offline copy could not be saved", e));
  };
  const schedule = () => {
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  };
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type !== "success" && event.action.type !== "setState") return;
    if (event.type === "added" || event.type === "observerAdded" || event.type === "observerRemoved" || event.type === "observerResultsUpdated" || event.type === "observerOptionsUpdated") return;
    schedule();
  });
  // A parsing answer given, or confirmed: the copy follows.
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.mutation?.options.mutationKey?.[0] !== PARSING_ANSWER_KEY[0]) return;
    if (event.type === "added" || event.type === "removed" || (event.type === "updated" && (event.action.type === "success" || event.action.type === "error"))) schedule();
  });
  const onHide = () => {
    if (document.visibilityState === "hidden") flush();
  };
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", flush);
  // What the cache holds already (the server's first screen, the session, the restored copy) is
  // kept too: without this, a page drawn by the server reached the copy only after the next change.
  schedule();
  return () => {
    unsubscribe();
    unsubscribeMutations();
    document.removeEventListener("visibilitychange", onHide);
    window.removeEventListener("pagehide", flush);
    if (timer !== undefined) clearTimeout(timer);
  };
}
