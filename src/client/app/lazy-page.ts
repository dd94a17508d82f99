import { lazy, type ComponentType } from "react";

/** A lazily loaded page (or part) whose code can be asked for before it renders (see preloadRoute). */
export type LazyPage<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** The props of a module's export, when it is a component. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : object;

/** React.lazy for a named export: `lazyPage(() => import("./x"), "XPage")` keeps the page out of the initial bundle. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load().catch((e: unknown) => {
    loading = undefined; // a failed download may be tried again
    throw e;
  }));
  const Page = lazy(async () => ({ default: (await preload())[name] as ComponentType<PropsOf<M[K]>> }));
  return Object.assign(Page, { preload }) as LazyPage<PropsOf<M[K]>>;
}
