import { lazy, type ComponentType } from "react";

/** React.lazy for a named export: `lazyPage(() => import("./x"), "XPage")` keeps the page out of the initial bundle. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
