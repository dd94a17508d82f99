import { Navigate, useParams } from "react-router";
import { Spinner } from "@/client/components/ui/spinner";
import { useDomainCollections } from "../shell/api/get-domain-collections";
import { useDomains } from "@/client/lib/domains";
import { firstCollectionSlug } from "./first-collection";
import { NotFoundPage } from "./not-found-page";
import { m } from "@/client/lib/i18n";

/** /{domain}: replaces history with the domain's first collection by order; 404 for an unknown domain. */
export function DomainRedirect() {
  const { domain = "" } = useParams();
  const domains = useDomains();
  const known = domains.data?.some((d) => d.slug === domain) ?? false;
  const collections = useDomainCollections(domain, known);

  if (domains.isPending || (known && collections.isPending)) {
    return (
      <div className="flex flex-1 items-center justify-center py-16">
        <Spinner className="size-6" label={m.collection_loading_collections()} />
      </div>
    );
  }
  if (domains.isError || collections.isError) {
    const error = domains.error ?? collections.error;
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {m.collection_load_failed({ message: error?.message ?? "" })}
      </p>
    );
  }
  if (!known) return <NotFoundPage />;

  const slug = firstCollectionSlug(collections.data ?? []);
  if (!slug) {
    return <p className="py-16 text-center text-muted-foreground">{m.collection_domain_empty()}</p>;
  }
  return <Navigate to={`/${encodeURIComponent(domain)}/${encodeURIComponent(slug)}`} replace />;
}
