import type { WordFilter } from "@/shared/domain";

/**
 * What the learner is looking at on a collection page besides the collection itself:
 * the section and tractate filters and the search. The status filter is a user setting; while a
 * search is typed, the page shows all statuses (a temporary override) and remembers the filter,
 * section and tractate, which clearing the search restores.
 */
export interface CollectionViewState {
  section: string | null;
  tractate: string | null;
  /** The status filter shown while searching (null: the user's setting). */
  filterOverride: WordFilter | null;
  searchText: string;
  /** The submitted term whose global results replace the list; null when none. */
  searchTerm: string | null;
  saved: { filter: WordFilter; section: string | null; tractate: string | null } | null;
}

export type CollectionViewAction =
  | { type: "section"; section: string | null }
  | { type: "tractate"; tractate: string | null }
  | { type: "filter"; filter: WordFilter }
  | { type: "type"; text: string; currentFilter: WordFilter }
  | { type: "submit" }
  | { type: "clear" };

export const initialCollectionView: CollectionViewState = {
  section: null,
  tractate: null,
  filterOverride: null,
  searchText: "",
  searchTerm: null,
  saved: null,
};

export const isSearching = (state: CollectionViewState) => state.saved !== null;

export function effectiveFilter(state: CollectionViewState, settingFilter: WordFilter): WordFilter {
  return state.filterOverride ?? settingFilter;
}

function clearSearch(state: CollectionViewState): CollectionViewState {
  if (!state.saved) return { ...state, searchText: "", searchTerm: null, filterOverride: null };
  return { ...initialCollectionView, section: state.saved.section, tractate: state.saved.tractate };
}

export function collectionViewReducer(state: CollectionViewState, action: CollectionViewAction): CollectionViewState {
  switch (action.type) {
    case "section":
      return { ...state, section: action.section };
    case "tractate":
      return { ...state, tractate: action.tractate, section: null };
    case "filter":
      // Outside a search the caller saves the filter as the user's setting.
      return isSearching(state) ? { ...state, filterOverride: action.filter } : state;
    case "type": {
      if (action.text === "") return clearSearch(state);
      if (isSearching(state)) return { ...state, searchText: action.text };
      return {
        ...state,
        searchText: action.text,
        saved: { filter: action.currentFilter, section: state.section, tractate: state.tractate },
        filterOverride: "all",
        section: null,
        tractate: null,
      };
    }
    case "submit": {
      const term = state.searchText.trim();
      return term ? { ...state, searchTerm: term } : state;
    }
    case "clear":
      return clearSearch(state);
  }
}
