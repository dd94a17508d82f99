import { queryOptions, useQuery } from "@tanstack/react-query";
import { DomainListSchema, type Domain } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";
import { DOMAINS_KEY } from "@/client/lib/query-keys";
import { BUILT_IN_DOMAINS } from "@/shared/domain";
import { builtInDomainLabel } from "@/shared/i18n/domain-label";

const BUILT_IN = new Set<string>(BUILT_IN_DOMAINS);
const isBuiltInDomain = (slug: string) => BUILT_IN.has(slug);

/** GET /api/domains: every domain, in its order (the top bar's tabs, the pickers that name a domain). */
export const getDomains = async (): Promise<Domain[]> => (await api("/domains", { schema: DomainListSchema })).domains;

export const getDomainsQueryOptions = () =>
  queryOptions({ queryKey: DOMAINS_KEY, queryFn: getDomains, staleTime: 5 * 60_000 });

export const useDomains = () => useQuery(getDomainsQueryOptions());

/** A domain's name as the interface shows it: a built-in domain's in the interface language, another by the name its administrator gave it. */
export const domainName = (domain: Pick<Domain, "slug" | "name">): string => (isBuiltInDomain(domain.slug) ? builtInDomainLabel(domain.slug) : domain.name);

/** A domain's name by its slug (a collection's `domain`), from the domains the app has read; the slug itself until they come. */
export function useDomainName(): (slug: string) => string {
  const { data } = useDomains();
  return (slug) => {
    const domain = data?.find((d) => d.slug === slug);
    return domain ? domainName(domain) : builtInDomainLabel(slug);
  };
}
