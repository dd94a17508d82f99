import { lazy, type ComponentType } from "react";

/** A lazily loaded page (or part) whose code can be asked for before it renders (see preloadRoute). */
export type LazyPage<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** The props of a module's export, when it is a component. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : object;

/**
 * A thenable that has its value already: its `then` calls back at once. Typed as a Promise for
 * React.lazy's types; React calls only its `then`.
 */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => settled(onFulfilled ? onFulfilled(value) : value) as never };
  return thenable as Promise<T>;
}

/**
 * React.lazy for a named export: `lazyPage(() => import("./x"), "XPage")` keeps the page out of the
 * initial bundle.
 *
 * A part whose code came before it first renders (preloaded: the first page and the top bar's parts
 * are, before the server's first screen is hydrated) renders at once, without suspending: React.lazy
 * reads a thenable that calls back at once as resolved. With a promise, even one already resolved,
 * its first render suspended until a microtask later; a tap on it while React hydrated the page was
 * lost: React hydrates the tapped part synchronously, in the tap's event, and a part still suspended
 * then swallows the tap (the account menu's first tap did nothing while /books was hydrating).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  type Part = ComponentType<PropsOf<M[K]>>;
  let loading: Promise<M> | undefined;
  let loaded: Part | undefined;
  const preload = () => (loading ??= load().then((module) => {
    loaded = module[name] as Part;
    return module;
  }, (e: unknown) => {
    loading = undefined; // a failed download may be tried again
    throw e;
  }));
  const Page = lazy(() => (loaded ? settled({ default: loaded }) : preload().then((module) => ({ default: module[name] as Part }))));
  return Object.assign(Page, { preload }) as LazyPage<PropsOf<M[K]>>;
}
