/**
 * Whether a game may take a key (a digit of the Quiz) pressed on the key event's target: not when
 * it belongs to what has the focus, a text box or a widget that reads such keys itself (the size
 * choice and any other list box, a menu, a slider, a dialog), nor with a modifier. The tab strip
 * keeps only its arrows, Home, End, Enter and Space, so a digit pressed on a tab just chosen is
 * the game's.
 */
export function isGameKey(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return false;
  const target = e.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.isContentEditable) return false;
  return !target.closest("input, textarea, select, [role='combobox'], [role='listbox'], [role='menu'], [role='slider'], [role='dialog']");
}
