import { useEffect, type RefObject } from "react";

/**
 * A choice made in a native select of the server's first screen before the app took it over: the
 * page takes no pointer then (styles.css), but a key changes a focused select (arrows on a
 * desktop), and React hydrates the select as it finds it without telling its onChange, so the page
 * would show one choice and the app hold another. Once hydrated, a select whose chosen option is
 * not the one the server's markup chose (`selected=""`, read back as `defaultSelected`) sends its
 * change again, to its own handler. A select the browser drew marks no option so (React sets a
 * controlled select's choice as a property): nothing is sent.
 */
export function useChoiceBeforeHydration(ref: RefObject<HTMLSelectElement | null>): void {
  useEffect(() => {
    const select = ref.current;
    if (!select || select.multiple) return;
    const options = [...select.options];
    const fromServer = options.some((o) => o.defaultSelected);
    if (fromServer && select.selectedIndex >= 0 && !options[select.selectedIndex]!.defaultSelected) {
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, [ref]);
}
