import { BookOpenIcon, CalendarClockIcon, DatabaseIcon, LibraryBigIcon, ListTodoIcon, SettingsIcon } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import type { Me } from "@/shared/api/me";
import { HebrewText } from "@/client/components/hebrew-text";
import { Separator } from "@/client/components/ui/separator";
import { lazyPage } from "../lazy-page";
import { DarkModeToggle } from "./dark-mode-toggle";
import { DomainTabs } from "./domain-tabs";
import { IconLink } from "./icon-link";
import { LanguageSelect } from "./language-select";
import { AvatarPlaceholder } from "./avatar-face";
import { m } from "@/client/lib/i18n";

// The timer and the statistics dialog load after the shell (the dialog brings the charts).
const StudyTimer = lazyPage(() => import("@/client/features/study-sessions/components/study-timer"), "StudyTimer");
const StatisticsButton = lazyPage(() => import("@/client/features/statistics/components/statistics-button"), "StatisticsButton");
// The account menu (Radix's dropdown) loads after the shell: the initial JS stays within its budget.
const UserMenu = lazyPage(() => import("./user-menu"), "UserMenu");
// Administrators' tools load only for them.
const TranslationStatusButton = lazyPage(() => import("@/client/features/translation/components/translation-status-button"), "TranslationStatusButton");

/**
 * The top bar's parts that load after the shell, asked for with the first page's code when the
 * server drew the page (app.tsx): hydration then never waits on one of them. A tap on a part React
 * has not hydrated yet because its code is still on its way is lost (React replays a tap only on
 * a part it can hydrate at once): the account menu's first tap did nothing on /books.
 */
export function preloadTopBar(isAdmin: boolean): Promise<unknown> {
  return Promise.all([UserMenu, StudyTimer, StatisticsButton, ...(isAdmin ? [TranslationStatusButton] : [])].map((part) => part.preload()));
}

/**
 * The sticky navigation shell: title, tools and the user menu on the first row; the
 * domain tabs and the language selector on the second. Admin-only tools are rendered for admins only.
 */
export function TopBar({ me }: { me: Me }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <div className="flex shrink-0 items-baseline gap-2">
          {/* The name starts with the link's visible word (WCAG 2.5.3 label in name); the Hebrew beside it repeats it for the eye only. */}
          <Link
            to="/"
            aria-label={m.shell_home_label()}
            className="rounded-md text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Milim
          </Link>
          <HebrewText aria-hidden className="hidden text-lg font-normal text-muted-foreground sm:inline">מִלִּים</HebrewText>
        </div>

        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <div className="hidden items-center md:flex">
            <Suspense fallback={<div className="h-9 w-28" aria-hidden />}>
              <StudyTimer />
            </Suspense>
          </div>
          <Suspense fallback={<div className="size-9" aria-hidden />}>
            <StatisticsButton />
          </Suspense>
          <IconLink to="/review" label={m.review_title()}>
            <CalendarClockIcon />
          </IconLink>
          <IconLink to="/books" label={m.shell_nav_books()}>
            <LibraryBigIcon />
          </IconLink>
          <IconLink to="/dictionary" label={m.dictionary_title()}>
            <BookOpenIcon />
          </IconLink>

          {me.isAdmin && (
            <>
              <Separator orientation="vertical" className="mx-1 hidden !h-6 md:block" />
              <Suspense fallback={<div className="hidden size-9 md:block" aria-hidden />}>
                <TranslationStatusButton className="hidden md:inline-flex" />
              </Suspense>
              <IconLink to="/settings" label={m.shell_nav_settings()}>
                <SettingsIcon />
              </IconLink>
              <IconLink to="/queue" label={m.shell_nav_queue()} className="hidden md:inline-flex">
                <ListTodoIcon />
              </IconLink>
              <IconLink to="/database" label={m.shell_nav_database()} className="hidden md:inline-flex">
                <DatabaseIcon />
              </IconLink>
            </>
          )}

          <Separator orientation="vertical" className="mx-1 !h-6" />
          <DarkModeToggle />
          <Suspense fallback={<AvatarPlaceholder me={me} />}>
            <UserMenu me={me} />
          </Suspense>
        </div>
      </div>

      <div className="mx-auto flex w-full max-w-7xl items-end gap-2 px-4 sm:px-6 lg:px-8">
        <DomainTabs className="flex-1" />
        <div className="shrink-0 pb-1.5">
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}
