import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import { SOURCES, type SourceCredit, type SourceId } from "@/shared/sources/sources-and-licences";
import { PageHeader } from "@/client/components/page-header";
import { m } from "@/client/lib/i18n";

const USES: Record<SourceId, () => string> = {
  bdb: m.sources_use_bdb,
  strongs: m.sources_use_strongs,
  oshb: m.sources_use_oshb,
  jastrow: m.sources_use_jastrow,
  "wiktionary-hebrew": m.sources_use_wiktionary_hebrew,
  "wiktionary-aramaic": m.sources_use_wiktionary_aramaic,
  "sefaria-texts": m.sources_use_sefaria_texts,
  "sefaria-lookup": m.sources_use_sefaria_lookup,
  frequencywords: m.sources_use_frequencywords,
  freedict: m.sources_use_freedict,
  "noto-serif-hebrew": m.sources_use_noto_serif_hebrew,
  "espeak-ng": m.sources_use_espeak_ng,
  dbip: m.sources_use_dbip,
};

function SourceItem({ source }: { source: SourceCredit }) {
  const titleId = `source-${source.id}`;
  return (
    <li aria-labelledby={titleId} data-testid={titleId} className="flex flex-col gap-2 rounded-lg border bg-card px-4 py-3">
      <h2 id={titleId} className="font-semibold leading-tight" dir="ltr">{source.name}</h2>
      <p className="text-sm">{USES[source.id]()}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{m.sources_credit()}</dt>
        <dd dir="ltr" className="min-w-0 text-start">{source.credit}</dd>
        <dt className="text-muted-foreground">{m.sources_licence()}</dt>
        <dd className="flex min-w-0 flex-wrap gap-x-3">
          {source.licences.map((l) => (
            <a key={l.name} href={l.url} rel="noreferrer" target="_blank" dir="ltr" className="underline underline-offset-4">{l.name}</a>
          ))}
        </dd>
        <dt className="text-muted-foreground">{m.sources_website()}</dt>
        <dd className="min-w-0 break-all">
          <a href={source.url} rel="noreferrer" target="_blank" dir="ltr" className="inline-flex items-center gap-1 underline underline-offset-4">
            {source.url.replace(/^https:\/\//, "").replace(/\/$/, "")}
            <ExternalLinkIcon aria-hidden className="size-3" />
          </a>
        </dd>
      </dl>
    </li>
  );
}

/**
 * /sources: 'Sources and licences', open to everyone from the footer. Every lexicon, text, list,
 * font and program Milim imports or ships, with its credit and licence (src/shared/sources).
 */
export function SourcesPage() {
  const imported = SOURCES.filter((s) => s.imported);
  const shipped = SOURCES.filter((s) => !s.imported);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col px-4 py-6 sm:px-6">
      <PageHeader title={m.sources_title()} description={m.sources_description()} />
      <section aria-labelledby="sources-imported" className="mb-6 flex flex-col gap-3">
        <h2 id="sources-imported" className="text-lg font-semibold">{m.sources_imported_title()}</h2>
        <ul className="flex flex-col gap-3">{imported.map((s) => <SourceItem key={s.id} source={s} />)}</ul>
      </section>
      <section aria-labelledby="sources-shipped" className="mb-6 flex flex-col gap-3">
        <h2 id="sources-shipped" className="text-lg font-semibold">{m.sources_shipped_title()}</h2>
        <ul className="flex flex-col gap-3">{shipped.map((s) => <SourceItem key={s.id} source={s} />)}</ul>
      </section>
      <p className="text-sm text-muted-foreground">{m.sources_code_licence()}</p>
      <p className="mt-4"><Link to="/" className="text-sm underline underline-offset-4">{m.common_return_home()}</Link></p>
    </main>
  );
}
