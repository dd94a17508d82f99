import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { TextReference } from "@/client/components/text-title";
import { Spinner } from "@/client/components/ui/spinner";
import { parsingScopeOf, useParsingSession, type ParsingScopeQuery } from "@/client/features/parsing/api/get-parsing-session";
import { ParsingAccuracy } from "@/client/components/parsing-accuracy";
import { ParsingDrill } from "@/client/features/parsing/components/parsing-drill";
import { m } from "@/client/lib/i18n";
import { ParsingChooser } from "./parsing-chooser";

/**
 * /parsing?book=…&chapter=… or /parsing?collection=… — the parsing drill of a chapter or a
 * collection: the learner's due forms first, then new ones of their own reading; their accuracy
 * per binyan and per tense below. Without either, the learner chooses a chapter (ParsingChooser).
 */
export function ParsingPage() {
  const [params] = useSearchParams();
  const scope = useMemo(() => parsingScopeOf(params), [params]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={m.parsing_title()} description={m.parsing_description()} className="mb-2" />
      {scope ? <ParsingScope scope={scope} /> : <ParsingChooser />}
    </div>
  );
}

function ParsingScope({ scope }: { scope: ParsingScopeQuery }) {
  const session = useParsingSession(scope);
  if (session.isPending) return <div className="flex justify-center py-16"><Spinner className="size-6" label={m.collection_loading()} /></div>;
  if (session.isError) return <p role="alert">{m.parsing_load_error()} {session.error.message}</p>;
  const data = session.data;
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-xl font-semibold" data-testid="parsing-scope">
          {/* "Genesis 1": in the Hebrew interface "בראשית 1", as the drill's own references read. */}
          {"book" in scope ? <Link className="underline-offset-4 hover:underline" to={`/books/${scope.book}/${scope.chapter}`}><TextReference reference={data.title} /></Link> : data.title}
        </h2>
        {data.dueCount > 0 && <span className="text-sm text-muted-foreground" data-testid="parsing-due-count">{m.parsing_due_count({ count: data.dueCount })}</span>}
      </div>
      {data.items.length === 0
        ? <p className="rounded-xl border border-dashed p-6 text-muted-foreground">{m.parsing_empty()}</p>
        : <ParsingDrill key={session.dataUpdatedAt} session={data} onAgain={() => void session.refetch()} />}
      <ParsingAccuracy accuracy={data.accuracy} />
    </>
  );
}
