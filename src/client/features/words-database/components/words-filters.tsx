import { useEffect, useState } from "react";
import { SearchIcon } from "lucide-react";
import type { CollectionBreakdown } from "@/shared/api/words";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import type { WordsFilters as Filters } from "../api/list-words";
import { collectionsOfDomain, withDomain } from "../lib/narrow-to-domain";
import { collectionLabel } from "@/client/lib/collection-label";
import { m } from "@/client/lib/i18n";
import { useDomainName } from "@/client/lib/domains";

const ALL = "all";

/** Collection, domain, subcategory, section and a search box; typing waits 300 ms before asking. */
export function WordsFilters({ value, onChange, collections, subcategories }: {
  value: Filters; onChange(f: Filters): void; collections: CollectionBreakdown[]; subcategories: string[];
}) {
  const domainName = useDomainName();
  const [q, setQ] = useState(value.q ?? "");
  const [section, setSection] = useState(value.section ?? "");
  useEffect(() => {
    const t = setTimeout(() => {
      if ((value.q ?? "") !== q.trim() || (value.section ?? "") !== section.trim()) onChange({ ...value, q: q.trim() || undefined, section: section.trim() || undefined });
    }, 300);
    return () => clearTimeout(t);
  }, [q, section, value, onChange]);
  const domains = [...new Set(collections.map((c) => c.domain))].sort();
  const pick = (k: keyof Filters) => (v: string) => onChange({ ...value, [k]: v === ALL ? undefined : v });
  // A domain chosen narrows the collections offered; one of another domain chosen before is let go.
  const shown = collectionsOfDomain(collections, value.domain);
  const pickDomain = (v: string) => onChange(withDomain(value, collections, v === ALL ? undefined : v));

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <div className="col-span-2 grid gap-1.5 sm:col-span-3 lg:col-span-2">
        <Label htmlFor="words-search">{m.words_search()}</Label>
        <div className="relative">
          <SearchIcon aria-hidden className="absolute start-2.5 top-2.5 size-4 text-muted-foreground" />
          <Input id="words-search" type="search" className="ps-8" placeholder={m.words_search_placeholder()} maxLength={100} value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
      </div>
      <Choice id="words-collection" label={m.words_collection()} value={value.collectionId} onChange={pick("collectionId")}
        options={shown.map((c) => ({ value: c.id, label: collectionLabel(c) }))} />
      <Choice id="words-domain" label={m.words_domain()} value={value.domain} onChange={pickDomain} options={domains.map((d) => ({ value: d, label: domainName(d) }))} />
      <Choice id="words-subcategory" label={m.words_subcategory()} value={value.subcategory} onChange={pick("subcategory")} options={subcategories.map((s) => ({ value: s, label: s }))} />
      <div className="grid gap-1.5">
        <Label htmlFor="words-section">{m.words_section()}</Label>
        <Input id="words-section" placeholder={m.words_section_placeholder()} maxLength={100} value={section} onChange={(e) => setSection(e.target.value)} />
      </div>
    </div>
  );
}

function Choice({ id, label, value, onChange, options }: { id: string; label: string; value: string | undefined; onChange(v: string): void; options: { value: string; label: string }[] }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full"><SelectValue /></SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{m.words_all()}</SelectItem>
          {options.map((o) => <SelectItem key={o.value} value={o.value}>{o.label}</SelectItem>)}
        </SelectContent>
      </Select>
    </div>
  );
}
