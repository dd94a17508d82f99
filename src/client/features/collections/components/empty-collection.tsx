import { InboxIcon } from "lucide-react";
import { Link } from "react-router";
import { TextWithElement } from "@/client/components/text-with-element";
import { m } from "@/client/lib/i18n";

/** Whose collection it is: shared (administrators fill it), the learner's "My words", or another of their own. */
export type EmptyCollectionKind = "shared" | "my-words" | "own";

/**
 * A collection that holds no words at all (not a search or filter that found none), with the way
 * to fill it: administrators generate or import words on the settings page, or add them one by one in the Words
 * Database; a learner's "My words"
 * fills from the reader; their other own collections are imported on the settings page.
 */
export function EmptyCollection({ isAdmin, kind = "shared" }: { isAdmin: boolean; kind?: EmptyCollectionKind }) {
  const link = (to: string, text: string) => <Link to={to} className="font-medium text-primary underline underline-offset-4">{text}</Link>;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="empty-collection">
      <InboxIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{m.collections_empty_title()}</h2>
      <p className="text-sm text-muted-foreground">
        {kind === "my-words"
          ? <TextWithElement text={(place) => m.collections_empty_my_words({ link: place })} element={link("/books", m.collections_books())} />
          : kind === "own"
            ? <>{m.collections_empty_own_before()} {link("/settings", m.collections_empty_own_link())}.</>
            : isAdmin
              ? <>{link("/settings", m.collections_empty_admin_link())} {link("/database", m.collections_empty_admin_add())}</>
              : m.collections_empty_learner()}
      </p>
    </div>
  );
}
