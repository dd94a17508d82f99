import { lazy, type ComponentType } from "react";

/** A lazily loaded page whose code can be asked for before it renders (see preloadRoute). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** React.lazy for a named export: `lazyPage(() => import("./x"), "XPage")` keeps the page out of the initial bundle. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load().catch((e: unknown) => {
    loading = undefined; // a failed download may be tried again
    throw e;
  }));
  const Page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(Page, { preload }) as LazyPage;
}
