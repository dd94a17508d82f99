/**
 * Where a reader is in a chapter, from the verses on screen: the top one, or the last one once the
 * end of the chapter is in view. It only moves forward during a visit (reading back does not lose
 * the place).
 */
export function nextReachedVerse(reached: number, visible: ReadonlySet<number>, lastVerse: number): number {
  if (visible.size === 0) return reached;
  const here = visible.has(lastVerse) ? lastVerse : Math.min(...visible);
  return Math.max(reached, here);
}
