import { useCallback, useState } from "react";

/**
 * A value a parent may control (`value` given) or leave to the component (`defaultValue`, then each
 * change): the current value and the setter that keeps the component's own copy and tells `onChange`.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange: ((next: T) => void) | undefined) {
  const [own, setOwn] = useState(defaultValue);
  const change = useCallback((next: T) => {
    setOwn(next);
    onChange?.(next);
  }, [onChange]);
  return [value ?? own, change] as const;
}
