import { BUILT_IN_DOMAINS } from "@/shared/domain";

export const DEFAULT_DOMAIN = "modern";

/** The first path segment, decoded ("" for "/"). */
export function firstPathSegment(pathname: string): string {
  const seg = pathname.split("/").find((s) => s.length > 0) ?? "";
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

/**
 * The domain whose tab is active: the first path segment when it names a domain,
 * otherwise "modern" (e.g. on /books or /settings).
 */
export function activeDomainFromPath(pathname: string, domainSlugs: readonly string[] = BUILT_IN_DOMAINS): string {
  const seg = firstPathSegment(pathname);
  return domainSlugs.includes(seg) ? seg : DEFAULT_DOMAIN;
}
