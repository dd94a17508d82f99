import { useQuery } from "@tanstack/react-query";
import { BookOpenIcon, BrainIcon, GridIcon, HelpCircleIcon, LayersIcon, PencilLineIcon, TextCursorInputIcon, type LucideIcon } from "lucide-react";
import { useMemo, useReducer, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { CollectionPage as CollectionPageData, StudyWord } from "@/shared/api/collections";
import type { Settings } from "@/shared/api/settings";
import { DEFAULT_READER_PREFERENCES } from "@/shared/settings/settings-constants";
import { DAILY_GOAL, type WordFilter, type WordStatus } from "@/shared/domain";
import { countStatuses } from "@/shared/study/count-statuses";
import { TextTitle } from "@/client/components/text-title";
import { collectionHebrewName } from "@/shared/texts/collection-hebrew-name";
import { collectionDescriptionLabel, collectionLabel } from "@/client/lib/collection-label";
import { filterWords } from "@/shared/study/filter-words";
import { isStudyComplete, wordsToPractise } from "@/shared/study/is-study-complete";
import { orderWords } from "@/shared/study/order-words";
import { sectionsOf, tractatesOf } from "@/shared/study/sort-sections";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { collectionViewReducer, effectiveFilter, initialCollectionView, isSearching } from "@/client/lib/study/collection-view-state";
import { useSelectedLanguage } from "@/client/lib/use-selected-language";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { getCollectionPageQueryOptions, isNotFound } from "@/client/features/collections/api/get-collection-page";
import { AdminProgressBars } from "@/client/features/collections/components/admin-progress-bars";
import { CollectionTabs } from "@/client/features/collections/components/collection-tabs";
import { FilterChips } from "@/client/features/collections/components/filter-chips";
import { EmptyCollection } from "@/client/features/collections/components/empty-collection";
import { MY_WORDS_SLUG } from "@/shared/my-words/my-words";
import { EditMyWordDialog } from "@/client/features/my-words/components/edit-my-word-dialog";
import { NoWordsFound } from "@/client/features/collections/components/no-words-found";
import { StudyComplete } from "@/client/features/collections/components/study-complete";
import { useAnswer } from "@/client/features/progress/hooks/use-answer";
import { useUpdateSettings } from "@/client/features/settings/api/update-settings";
import { FlashcardsTab } from "@/client/features/flashcards/components/flashcards-tab";
import { ClozeGame } from "@/client/features/games/components/cloze-game";
import { FillGame } from "@/client/features/games/components/fill-game";
import { MatchingGame } from "@/client/features/games/components/matching-game";
import { MemoryGame } from "@/client/features/games/components/memory-game";
import { QuizGame } from "@/client/features/games/components/quiz-game";
import { DailyGoalProgress } from "@/client/features/statistics/components/daily-goal-progress";
import { useSearchWords } from "@/client/features/study/api/search-words";
import { StudyTab } from "@/client/features/study/components/study-tab";
import type { TableWord } from "@/client/features/study/components/word-table";
import { languageName, LanguageSelect } from "../shell/language-select";
import { NotFoundPage } from "./not-found-page";
import { m } from "@/client/lib/i18n";

const TABS = [
  { value: "study", label: m.collection_tab_study, Icon: BookOpenIcon },
  { value: "flashcards", label: m.collection_tab_flashcards, Icon: LayersIcon },
  { value: "matching", label: m.collection_tab_matching, Icon: GridIcon },
  { value: "fill", label: m.collection_tab_fill, Icon: PencilLineIcon },
  { value: "quiz", label: m.collection_tab_quiz, Icon: HelpCircleIcon },
  { value: "memory", label: m.collection_tab_memory, Icon: BrainIcon },
  { value: "cloze", label: m.collection_tab_cloze, Icon: TextCursorInputIcon },
] as const satisfies readonly { value: string; label: () => string; Icon: LucideIcon }[];
type TabValue = (typeof TABS)[number]["value"];

const DEFAULT_SETTINGS: Settings = { darkMode: null, dailyGoal: DAILY_GOAL.default, shuffle: false, filter: "all", reader: DEFAULT_READER_PREFERENCES, interfaceLanguage: null };

/**
 * /{domain}/{slug}: one query for the collection, the domain's collections and the
 * words with the user's progress. The chosen tab survives a change of collection; everything else
 * (card position, history, search, section) starts afresh because the view is keyed by collection.
 */
export function CollectionPage() {
  const { domain = "", slug = "" } = useParams();
  const [tab, setTab] = useState<TabValue>("study");
  const { data: me } = useSession();
  const query = useQuery({
    ...getCollectionPageQueryOptions(domain, slug),
    // Keep the previous collection's tab bar on screen while another one of the same domain loads.
    placeholderData: (previous: CollectionPageData | undefined) => (previous?.domain.slug === domain ? previous : undefined),
  });

  // Offline with no copy of this collection: the request waits for the connection; say so.
  const notSavedOffline = query.fetchStatus === "paused" && (query.isPending || query.isPlaceholderData);
  if (query.isPending) return notSavedOffline ? <NotSavedOffline /> : <PageSpinner />;
  // A failed refresh keeps the collection on screen (e.g. the offline copy while the server is away).
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="font-medium">{m.collection_load_this_failed()}</p>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>{m.common_try_again()}</Button>
      </div>
    );
  }
  const page = query.data;
  if (query.isPlaceholderData) {
    return (
      <div className="flex flex-col gap-4">
        <CollectionTabs collections={page.collections} selectedSlug={slug} domainSlug={domain} color={page.domain.color} />
        {notSavedOffline ? <NotSavedOffline /> : <PageSpinner />}
      </div>
    );
  }
  return (
    <CollectionView key={page.collection.id} page={page} settings={me?.settings ?? DEFAULT_SETTINGS} isAdmin={me?.isAdmin ?? false} tab={tab} onTabChange={setTab} />
  );
}

function NotSavedOffline() {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-16 text-center">
      <p className="font-medium">{m.collection_not_offline()}</p>
      <p className="text-sm text-muted-foreground">{m.collection_not_offline_hint()}</p>
    </div>
  );
}

function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Spinner className="size-6" label={m.collection_loading()} />
    </div>
  );
}

function CollectionView({ page, settings, isAdmin, tab, onTabChange }: {
  page: CollectionPageData;
  settings: Settings;
  isAdmin: boolean;
  tab: TabValue;
  onTabChange: (tab: TabValue) => void;
}) {
  const [language] = useSelectedLanguage();
  const [view, dispatch] = useReducer(collectionViewReducer, initialCollectionView);
  // One shuffle order per visit, so answers do not reshuffle the list.
  const [seed] = useState(() => `${page.collection.id}:${Math.random()}`);
  const updateSettings = useUpdateSettings();
  const answer = useAnswer();
  const answerInGame = useAnswer("log");
  const search = useSearchWords(view.searchTerm);

  const domainSlug = page.domain.slug;
  const isAramaic = domainSlug === "aramaic";
  const filter = effectiveFilter(view, settings.filter);
  const searching = view.searchTerm !== null;

  const tractates = useMemo(() => (domainSlug === "mishna" ? tractatesOf(page.words) : []), [domainSlug, page.words]);
  const sections = useMemo(
    () => sectionsOf(view.tractate ? page.words.filter((w) => w.subcategory === view.tractate) : page.words),
    [page.words, view.tractate],
  );

  // The list every tab works on: the collection (by tractate and section) or the global search results.
  const ordered: TableWord[] = useMemo(() => {
    if (searching) return search.data?.words ?? [];
    const scoped = filterWords(page.words, { filter: "all", section: view.section, subcategory: view.tractate });
    return orderWords(scoped, { shuffle: settings.shuffle, seed });
  }, [searching, search.data, page.words, view.section, view.tractate, settings.shuffle, seed]);
  const studyWords = useMemo(() => filterWords(ordered, { filter }), [ordered, filter]);
  const practice = useMemo(() => wordsToPractise(ordered), [ordered]);
  const counts = useMemo(() => countStatuses(ordered), [ordered]);
  const complete = isStudyComplete(ordered);
  const searchLoading = searching && (search.isPending || search.isPlaceholderData);

  // Flashcards and games start over when the list they were dealt from changes (games also with the language).
  const deckKey = [view.searchTerm ?? "", view.section ?? "", view.tractate ?? "", settings.shuffle].join("|");
  const gameKey = `${deckKey}|${language}`;
  const endLabel = view.section
    ? (isAramaic ? m.collection_end_of_page : m.collection_end_of_section)({ section: view.section })
    : m.collection_end();

  const setFilter = (value: WordFilter) => {
    if (isSearching(view)) dispatch({ type: "filter", filter: value });
    else if (value !== settings.filter) updateSettings.mutate({ filter: value });
  };
  const setStatus = (word: StudyWord, status: WordStatus) => answer({ wordId: word.id, action: "set", status });
  const clearSearch = () => dispatch({ type: "clear" });
  /** The word of the learner's My words whose meaning they are correcting. */
  const [editing, setEditing] = useState<StudyWord | null>(null);
  // The learner's own My words (not a search's results, which come from every collection): each meaning can be corrected.
  const ownWords = page.collection.ownerId !== null && page.collection.slug === MY_WORDS_SLUG && !searching;

  // A collection without any word says so; a search or a filter that found none offers the way back.
  const noWords = !searching && page.words.length === 0
    ? <EmptyCollection isAdmin={isAdmin} kind={page.collection.ownerId === null ? "shared" : page.collection.slug === MY_WORDS_SLUG ? "my-words" : "own"} />
    : <NoWordsFound onGoBack={searching ? clearSearch : undefined} onShowAll={!searching && filter !== "all" ? () => setFilter("all") : undefined} />;
  const practiceTab = (content: ReactNode) =>
    searchLoading ? <PageSpinner /> : search.isError && searching ? <SearchError message={search.error.message} onClear={clearSearch} /> : ordered.length === 0 ? noWords : complete ? <StudyComplete /> : content;

  const description = collectionDescriptionLabel(page.collection);

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <CollectionTabs collections={page.collections} selectedSlug={page.collection.slug} domainSlug={domainSlug} color={page.domain.color} />

      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h1 className="text-xl font-semibold tracking-tight sm:text-3xl">
            <TextTitle english={collectionLabel(page.collection)} hebrew={collectionHebrewName(page.collection)} />
          </h1>
          {/* Biblical words (the learner's own "My words" of the Bible too, saved from the reader) carry lemmas with OpenScriptures'
              parsing; the Talmud's, the Mishnah's and the Targum's have none, and the drill would say there is nothing to parse. */}
          {domainSlug === "biblical" && (
            <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={`/parsing?collection=${page.collection.id}`} data-testid="parsing-link">
              {m.parsing_open()}
            </Link>
          )}
        </div>
        {/* Phones keep the room for the game. */}
        {description && <p className="hidden text-muted-foreground sm:block">{description}</p>}
      </header>

      {tractates.length > 0 && (
        <FilterChips
          label={m.collection_tractate()}
          allLabel={m.collection_all_tractates()}
          values={tractates}
          selected={view.tractate}
          onSelect={(t) => dispatch({ type: "tractate", tractate: t })}
          color={page.domain.color}
        />
      )}
      {sections.length > 0 && (
        <FilterChips
          label={isAramaic ? m.collection_page() : m.collection_section()}
          allLabel={isAramaic ? m.collection_all_pages() : m.collection_all_sections()}
          values={sections}
          selected={view.section}
          onSelect={(s) => dispatch({ type: "section", section: s })}
          color={page.domain.color}
        />
      )}

      {page.stats && <AdminProgressBars stats={page.stats} />}

      <Tabs value={tab} onValueChange={(v) => onTabChange(v as TabValue)} className="gap-3 sm:gap-4">
        <div className="flex flex-col-reverse gap-2 sm:gap-3 md:flex-row md:items-center md:justify-between">
          {/* One row on phones too: it scrolls sideways rather than taking two. */}
          <TabsList className="flex h-10 w-full justify-start overflow-x-auto [scrollbar-width:none] sm:inline-flex sm:w-fit sm:justify-center">
            {TABS.map(({ value, label, Icon }) => (
              <TabsTrigger key={value} value={value} className="h-8 shrink-0 px-2.5 sm:h-full sm:px-3" onClick={FOCUS_ON_CHOOSING.has(value) ? focusPanel : undefined}>
                <Icon aria-hidden className="hidden sm:block" />
                {label()}
              </TabsTrigger>
            ))}
          </TabsList>
          <DailyGoalProgress className="md:w-64" />
        </div>

        <TabsContent value="study">
          <StudyTab
            words={studyWords}
            counts={counts}
            filter={filter}
            onFilterChange={setFilter}
            shuffle={settings.shuffle}
            onShuffleChange={(on) => updateSettings.mutate({ shuffle: on })}
            language={language}
            languageLabel={languageName(language)}
            languageSelect={<LanguageSelect />}
            search={{
              text: view.searchText,
              onChange: (text) => dispatch({ type: "type", text, currentFilter: filter }),
              onSubmit: () => dispatch({ type: "submit" }),
              onClear: clearSearch,
              busy: search.isFetching,
              term: view.searchTerm,
              limited: !!search.data && search.data.words.length >= search.data.limit,
            }}
            onSetStatus={setStatus}
            onEdit={ownWords ? setEditing : undefined}
            loading={searchLoading}
            empty={search.isError && searching ? <SearchError message={search.error.message} onClear={clearSearch} /> : noWords}
          />
        </TabsContent>
        <TabsContent value="flashcards">
          {practiceTab(<FlashcardsTab key={deckKey} words={ordered} language={language} endLabel={endLabel} onAnswer={answer} />)}
        </TabsContent>
        <TabsContent value="matching">
          {practiceTab(<MatchingGame key={gameKey} words={practice} language={language} onAnswer={answerInGame} />)}
        </TabsContent>
        <TabsContent value="fill">
          {practiceTab(<FillGame key={gameKey} words={practice} language={language} onAnswer={answerInGame} />)}
        </TabsContent>
        <TabsContent value="quiz">
          {practiceTab(<QuizGame key={gameKey} words={practice} language={language} />)}
        </TabsContent>
        <TabsContent value="memory">
          {practiceTab(<MemoryGame key={gameKey} words={practice} language={language} />)}
        </TabsContent>
        <TabsContent value="cloze">
          {/* Known words too: a cloze answer reviews the word's own card. */}
          {searchLoading ? <PageSpinner /> : ordered.length === 0 ? noWords : <ClozeGame key={deckKey} words={ordered} domain={domainSlug} onAnswer={answerInGame} />}
        </TabsContent>
      </Tabs>
      {ownWords && <EditMyWordDialog word={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** The tabs whose panel has a place for the keys, marked data-tab-focus: the card, the answer box. */
const FOCUS_ON_CHOOSING: ReadonlySet<string> = new Set(["flashcards", "fill", "cloze"]);

/**
 * After the Flashcards tab is chosen (click, Enter or Space; not while arrowing along the tab list),
 * the focus moves to the card, so the arrow keys and Space act on it; after Fill or Cloze, to the
 * answer box (which takes the focus by itself, but not while the learner arrows along the tab list).
 * The panel renders on a later frame when the phone is busy, so the card is looked for on each frame
 * until it is there (a second at most).
 */
function focusPanel(e: MouseEvent<HTMLButtonElement>) {
  const panelId = e.currentTarget.getAttribute("aria-controls");
  let frames = 60;
  const focusWhenThere = () => {
    const panel = panelId ? document.getElementById(panelId) : null;
    const target = panel?.querySelector<HTMLElement>("[data-tab-focus]");
    if (target) target.focus();
    else if (--frames > 0) requestAnimationFrame(focusWhenThere);
  };
  requestAnimationFrame(focusWhenThere);
}

function SearchError({ message, onClear }: { message: string; onClear: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <p className="font-medium">{m.collection_search_failed()}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onClear}>{m.collection_go_back()}</Button>
    </div>
  );
}
