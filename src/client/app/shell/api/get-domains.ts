import { queryOptions, useQuery } from "@tanstack/react-query";
import { DomainListSchema, type Domain } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";
import { DOMAINS_KEY } from "@/client/lib/query-keys";

export const getDomains = async (): Promise<Domain[]> => (await api("/domains", { schema: DomainListSchema })).domains;

export const getDomainsQueryOptions = () =>
  queryOptions({ queryKey: DOMAINS_KEY, queryFn: getDomains, staleTime: 5 * 60_000 });

export const useDomains = () => useQuery(getDomainsQueryOptions());
