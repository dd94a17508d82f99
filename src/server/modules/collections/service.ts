import type { CollectionSummary } from "../../../shared/api/collections";
import type { Deps } from "../../deps";
import { notFound } from "../../http/errors";
import type { Actor } from "../../http/route";
import { collectionPageJson, domainExists, listVisibleCollections } from "./queries";

export async function listCollections(deps: Deps, actor: Actor, domain?: string): Promise<{ collections: CollectionSummary[] }> {
  return { collections: await listVisibleCollections(deps.db, actor.userId, domain) };
}

/**
 * The collection page (CollectionPageSchema) as JSON text. One SQL statement builds every part
 * as JSON in the database (a 5,000-word page is ~2 MB: no row objects are made and re-encoded in
 * JavaScript); this only joins the parts. `stats` is sent to admins only, null for everyone else.
 * A second statement runs only for the 404, to say whether the domain or the slug is unknown.
 */
export async function getCollectionPageJson(deps: Deps, actor: Actor, domain: string, slug: string): Promise<string> {
  const page = await collectionPageJson(deps.db, actor.userId, domain, slug);
  if (!page) {
    if (!(await domainExists(deps.db, domain))) throw notFound(`There is no domain "${domain}".`);
    throw notFound(`There is no collection "${slug}" in the ${domain} domain.`);
  }
  return `{"collection":${page.collection},"domain":${page.domain},"collections":${page.collections},"words":${page.words},`
    + `"counts":${page.counts},"stats":${page.isAdmin ? page.stats : "null"}}`;
}
