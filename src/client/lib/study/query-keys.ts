/**
 * Query-key roots the answer hook updates: ["collection-page", domain, slug] (CollectionPage) and
 * ["search", term] (SearchResult). The features' api files build their keys from these.
 */
export const COLLECTION_PAGE_KEY = "collection-page";
export const SEARCH_KEY = "search";
