import type { SourceEnd } from "../api/books";

/**
 * At the last page a tractate has in the library: whether the tractate ends there (its import read its end), goes on
 * after it (its end, or the least its index record promises, lies further), or may (nothing read says: a book imported
 * before its end was kept, or held to the record's count).
 */
export function tractateEndAt(sourceEnd: SourceEnd | null, lastHeld: number): "ends" | "goes-on" | "unknown" {
  if (sourceEnd && lastHeld < sourceEnd.chapter) return "goes-on";
  return sourceEnd?.exact ? "ends" : "unknown";
}
