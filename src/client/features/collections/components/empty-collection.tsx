import { InboxIcon } from "lucide-react";
import { Link } from "react-router";

/**
 * A collection that holds no words at all (not a search or filter that found none). Administrators
 * get the way to fill it: words are generated or imported on the settings page.
 */
export function EmptyCollection({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="empty-collection">
      <InboxIcon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">This collection has no words yet</h2>
      {isAdmin ? (
        <p className="text-sm text-muted-foreground">
          <Link to="/settings" className="font-medium text-primary underline underline-offset-4">Generate or import words in Settings</Link>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Words appear here once an administrator adds them.</p>
      )}
    </div>
  );
}
