import { useQuery } from "@tanstack/react-query";
import { DomainListSchema, type Domain } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";
import { DOMAINS_KEY } from "@/client/lib/query-keys";

/** GET /api/domains — the same list (and cache entry) as the shell's tabs. */
export const listDomains = async (): Promise<Domain[]> => (await api("/domains", { schema: DomainListSchema })).domains;

export const useDomainList = () => useQuery({ queryKey: DOMAINS_KEY, queryFn: listDomains });
