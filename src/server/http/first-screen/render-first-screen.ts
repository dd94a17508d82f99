import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { BookDetail, ChapterText } from "../../../shared/api/books";
import type { CollectionPage } from "../../../shared/api/collections";
import type { Me } from "../../../shared/api/me";
import type { DueReviews } from "../../../shared/api/review";
import { formatIntervalIn } from "../../../shared/review/format-interval";
import { DEFAULT_READER_PREFERENCES, type ReaderPreferences } from "../../../shared/api/settings";
import { BUILT_IN_DOMAINS } from "../../../shared/domain";
import { builtInDomainLabel } from "../../../shared/i18n/domain-label";
import { m } from "../../../paraglide/messages";
import { pageHeader, signUpHeader } from "../../../shared/pages/page-headers";
import { collectionDisplayName } from "../../../shared/study/display-name";
import type { Locale } from "../../../shared/i18n/locales";
import type { FirstScreenData } from "./read-first-screen";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Rows of a collection written into the page: the first screens and more, for a browser without script. */
export const FIRST_SCREEN_WORDS = 40;

/**
 * The shell's top bar as the client draws it on a phone's first paint: the title and the domain
 * tabs (the current one only on a domain's page).
 */
function topBar(domain: string | null, locale: Locale): Html {
  const o = { locale };
  const tabs = BUILT_IN_DOMAINS.map((slug) => {
    const current = slug === domain;
    return html`<a href="/${slug}" data-domain="${slug}"${current ? raw(' aria-current="page" data-active="true"') : ""} class="inline-flex shrink-0 items-center whitespace-nowrap rounded-t-md border-b-2 px-2 py-2.5 text-sm sm:px-3 ${current ? "border-primary font-semibold text-primary" : "border-transparent font-medium text-muted-foreground"}">${builtInDomainLabel(slug, locale)}</a>`;
  });
  return html`<header class="sticky top-0 z-40 border-b bg-background/95"><div class="mx-auto flex h-14 w-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8"><a href="/" aria-label="${m.shell_home_label({}, o)}" class="rounded-md text-xl font-bold tracking-tight text-primary">Milim</a></div><div class="mx-auto flex w-full max-w-7xl items-end gap-2 px-4 sm:px-6 lg:px-8"><nav aria-label="${m.shell_domains_label({}, o)}" class="-mb-px flex min-w-0 flex-1 items-stretch gap-0 overflow-x-auto sm:gap-1">${tabs}</nav></div></header>`;
}

function layout(domain: string | null, content: Html, locale: Locale): Html {
  return html`<div class="flex min-h-dvh flex-col"><div class="flex min-h-dvh flex-1 flex-col">${topBar(domain, locale)}<main id="main" class="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-3 sm:px-6 sm:py-6 lg:px-8">${content}</main></div></div>`;
}

const GRID = "grid grid-cols-[6.5rem_2rem_minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[6.5rem_2rem_minmax(0,14rem)_minmax(0,1fr)_minmax(0,0.8fr)] items-center gap-x-2 px-2 sm:gap-x-4 sm:px-3";
const STATUS_LABEL = { known: m.collection_status_known, learning: m.collection_status_learning, unknown: m.collection_status_unknown } as const;

function collectionScreen(page: CollectionPage, locale: Locale): Html {
  const o = { locale };
  const shown = page.words.slice(0, FIRST_SCREEN_WORDS);
  const rows = shown.map((w, i) => html`<div role="row" aria-rowindex="${i + 2}" data-word-id="${w.id}" class="${GRID} h-[53px] overflow-hidden border-b py-1.5"><div role="cell" class="text-xs text-muted-foreground">${STATUS_LABEL[w.progress?.status ?? "learning"]({}, o)}</div><div role="cell"></div><div role="cell" class="min-w-0"><span dir="rtl" lang="he" class="hebrew block text-xl leading-snug">${w.hebrew}</span></div><div role="cell" class="min-w-0 text-sm"><span class="line-clamp-2 break-words">${w.english || "-"}</span></div><div role="cell" class="hidden min-w-0 text-sm text-muted-foreground italic md:block"><span class="line-clamp-2">${w.translit?.trim() || "-"}</span></div></div>`);
  const more = page.words.length > shown.length
    ? html`<p class="text-sm text-muted-foreground">${m.collection_more_words({ count: page.words.length - shown.length }, o)}</p>`
    : "";
  return html`<div class="flex flex-col gap-3 sm:gap-4"><header class="flex flex-col gap-1"><h1 class="text-xl font-semibold tracking-tight sm:text-3xl">${collectionDisplayName(page.collection.name)}</h1></header><div class="relative w-full sm:max-w-sm"><input type="search" aria-label="${m.collection_search_label({}, o)}" placeholder="${m.collection_search_placeholder({}, o)}" disabled class="flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 pl-8 pr-9 text-base md:text-sm"></div><p class="text-sm text-muted-foreground">${m.common_word_count({ count: page.counts.total }, o)}</p><div role="table" aria-label="${m.collection_words_table({}, o)}" aria-rowcount="${page.words.length + 1}" class="overflow-hidden rounded-xl border bg-card"><div role="rowgroup"><div role="row" aria-rowindex="1" class="${GRID} h-10 border-b bg-muted/50 text-xs font-medium uppercase tracking-wide text-muted-foreground"><span role="columnheader">${m.collection_column_status({}, o)}</span><span role="columnheader"><span class="sr-only">${m.collection_column_sound({}, o)}</span></span><span role="columnheader" class="text-right">${m.collection_column_hebrew({}, o)}</span><span role="columnheader">${m.collection_column_english({}, o)}</span><span role="columnheader" class="hidden md:block">${m.collection_column_translit({}, o)}</span></div></div><div role="rowgroup">${rows}</div></div>${more}</div>`;
}

function readerScreen(book: BookDetail, text: ChapterText, preferences: ReaderPreferences, locale: Locale): Html {
  const o = { locale };
  const verses = text.verses.map((v) => html`<li id="verse-${v.verse}" data-verse="${v.verse}" class="flex scroll-mt-24 gap-3 py-4 [content-visibility:auto] [contain-intrinsic-size:auto_12rem]"><span class="w-8 shrink-0 pt-1 text-right text-sm font-medium tabular-nums text-muted-foreground" aria-label="${m.reader_verse_label({ verse: v.verse }, o)}">${v.verse}</span><div class="flex min-w-0 flex-1 flex-col gap-2">${v.hebrew ? html`<p dir="rtl" lang="he" class="hebrew whitespace-pre-line leading-loose"><span style="font-size: ${preferences.hebrewSize}px" data-testid="verse-hebrew">${v.hebrew}</span></p>` : ""}${v.english ? html`<p class="whitespace-pre-line leading-relaxed text-foreground/90" style="font-size: ${preferences.translationSize}px" data-testid="verse-translation">${v.english}</p>` : ""}</div></li>`);
  return html`<div class="mx-auto flex w-full max-w-4xl flex-col gap-4"><a href="/books" class="w-fit text-sm font-medium">${m.shell_nav_library({}, o)}</a><header class="flex flex-col gap-1"><h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${book.title}</h1>${book.hebrewTitle ? html`<span dir="rtl" lang="he" class="hebrew text-2xl text-muted-foreground">${book.hebrewTitle}</span>` : ""}<p class="text-sm text-muted-foreground">${m.reader_chapter({ label: text.chapter.label }, o)}</p></header><ol class="flex flex-col divide-y" aria-label="${m.reader_verses({}, o)}">${verses}</ol></div>`;
}

/** A page's header (PageHeader's markup) under the shell: what /dictionary and /review show first. */
function headerScreen(page: "dictionary" | "review", locale: Locale): Html {
  const { title, description } = pageHeader(page, locale);
  return html`<div class="flex flex-col gap-6">${page === "dictionary" ? html`<div class="h-8" aria-hidden="true"></div>` : ""}<header class="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"><div class="flex min-w-0 flex-col gap-1"><h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${title}</h1><p class="max-w-2xl text-muted-foreground">${description}</p></div></header></div>`;
}

const RATINGS = [
  { rating: 1, label: m.review_again, className: "border-red-500/60 text-red-700 dark:text-red-400" },
  { rating: 2, label: m.review_hard, className: "border-amber-500/60 text-amber-700 dark:text-amber-400" },
  { rating: 3, label: m.review_good, className: "border-green-600/60 text-green-700 dark:text-green-400" },
  { rating: 4, label: m.review_easy, className: "border-sky-500/60 text-sky-700 dark:text-sky-400" },
] as const;
const OUTLINE_BUTTON = "shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none border border-input bg-background";

/**
 * /review with cards due: the header, then the first card as ReviewSession draws it before the
 * answer is shown (the count due, the word, Show answer, the four ratings with their intervals),
 * then the export line: the page's largest text is painted before any script. Its buttons look as
 * the app's do but are disabled until the app takes the screen over: a tap before that would be lost.
 */
function reviewScreen(due: DueReviews, locale: Locale): Html {
  const o = { locale };
  const card = due.cards[0];
  if (!card) return headerScreen("review", locale);
  const { title, description } = pageHeader("review", locale);
  const count = new Intl.NumberFormat(locale).format(Math.max(due.dueCount, due.cards.length));
  const ratings = RATINGS.map((b) => {
    const interval = formatIntervalIn(card.intervals[b.rating], locale);
    return html`<button type="button" disabled class="${OUTLINE_BUTTON} flex h-auto flex-col px-4 py-2 ${b.className}" aria-label="${m.review_rating_label({ rating: b.label({}, o), interval, key: b.rating }, o)}"><span class="text-xs tabular-nums">${interval}</span><span>${b.label({}, o)}</span><kbd class="text-xs text-muted-foreground">${b.rating}</kbd></button>`;
  });
  return html`<div class="flex flex-col gap-6"><header class="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"><div class="flex min-w-0 flex-col gap-1"><h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${title}</h1><p class="max-w-2xl text-muted-foreground">${description}</p></div></header><section aria-label="${m.review_card({}, o)}" class="flex flex-col items-center gap-6 rounded-lg border bg-card p-6"><p class="text-sm text-muted-foreground">${m.review_due({ count }, o)}</p><p dir="rtl" lang="he" class="hebrew text-5xl font-semibold leading-tight">${card.word.hebrew}</p><button type="button" disabled class="${OUTLINE_BUTTON} inline-flex h-9 px-4 py-2">${m.review_show_answer({}, o)} <kbd class="ms-1 text-xs text-muted-foreground">${m.flashcards_key_space({}, o)}</kbd></button><div class="grid w-full max-w-lg grid-cols-4 gap-2">${ratings}</div></section><p class="text-sm text-muted-foreground"><a class="underline" href="/api/review/log.csv" download>${m.review_export_log({}, o)}</a> ${m.review_export_log_hint({}, o)}</p></div>`;
}

/** /auth without a session: the brand and the sign-up card's heading (the form comes with the app). */
function authScreen(locale: Locale): Html {
  const { title, description } = signUpHeader(locale);
  return html`<div class="flex min-h-dvh flex-col"><div class="flex min-h-dvh flex-1 flex-col"><main id="main" class="flex flex-1 flex-col items-center justify-center gap-8 bg-muted/40 px-4 py-10"><div class="flex flex-col items-center gap-1 text-center"><span class="text-3xl font-bold tracking-tight text-primary">Milim</span><span dir="rtl" lang="he" class="hebrew text-2xl text-muted-foreground">מִלִּים</span></div><div class="w-full max-w-md rounded-xl border bg-card text-card-foreground shadow-sm"><div class="flex flex-col items-center gap-1.5 p-6 text-center"><h1 class="text-2xl font-semibold tracking-tight">${title}</h1><p class="text-sm text-muted-foreground">${description}</p></div><div class="h-96" aria-hidden="true"></div></div></main></div></div>`;
}

/** The page's first screen (for #root) from its data; every text escaped, Hebrew in its own dir="rtl" element. */
export async function renderFirstScreen(data: FirstScreenData, locale: Locale = "en"): Promise<string> {
  if (data.route === "auth") return String(await authScreen(locale));
  if (data.route === "page") return String(await layout(null, headerScreen(data.page, locale), locale));
  if (data.route === "dictionary") return String(await layout(null, headerScreen("dictionary", locale), locale));
  if (data.route === "review") return String(await layout(null, reviewScreen(data.due as DueReviews, locale), locale));
  if (data.route === "collection") return String(await layout(data.domain, collectionScreen(data.page as CollectionPage, locale), locale));
  const reader = (data.me as Me).settings.reader ?? DEFAULT_READER_PREFERENCES;
  return String(await layout(null, readerScreen(data.book as BookDetail, data.text as ChapterText, reader, locale), locale));
}

/** The data as a JSON data block (never run; `<` escaped so no text closes the element). */
export function firstScreenDataScript(data: FirstScreenData): string {
  return `<script type="application/json" id="milim-first-screen">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
