/** The fields of `v` that are not undefined: what a PATCH body names, and nothing else. */
export const definedFields = <T extends object>(v: T) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
