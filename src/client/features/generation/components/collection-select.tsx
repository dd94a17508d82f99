import type { AdminCollection } from "@/shared/api/admin-collections";
import { collectionHebrewName } from "@/shared/texts/collection-hebrew-name";
import { TextTitle } from "@/client/components/text-title";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { collectionLabel } from "@/client/lib/collection-label";
import { m } from "@/client/lib/i18n";

const DOMAIN_NAMES: Record<string, () => string> = {
  modern: m.generation_domain_modern, biblical: m.generation_domain_biblical, aramaic: m.generation_domain_aramaic, mishna: m.generation_domain_mishna,
};

/** A collection chooser grouped by domain (shared collections first, as the admin panel lists them), each named as the collection tabs name it (collectionLabel: "Daily", not the stored "Daily 1000", and in the learner's language; Hebrew titles in the Hebrew interface). */
export function CollectionSelect({ id, collections, value, onChange, placeholder = m.generation_choose_collection() }: {
  id: string; collections: AdminCollection[]; value: string | null; onChange: (id: string) => void; placeholder?: string;
}) {
  const domains = [...new Set(collections.map((c) => c.domain))];
  // Two collections of one name in a domain (a class copy of "Genesis") are told apart by their slug.
  const repeated = (c: AdminCollection) => collections.some((o) => o.id !== c.id && o.domain === c.domain && o.name === c.name);
  return (
    <Select value={value ?? ""} onValueChange={onChange}>
      <SelectTrigger id={id} className="w-full sm:w-80"><SelectValue placeholder={placeholder} /></SelectTrigger>
      <SelectContent className="max-h-80">
        {domains.map((d) => (
          <SelectGroup key={d}>
            <SelectLabel>{DOMAIN_NAMES[d]?.() ?? d}</SelectLabel>
            {collections.filter((c) => c.domain === d).map((c) => (
              <SelectItem key={c.id} value={c.id}>
                <TextTitle english={collectionLabel(c)} hebrew={collectionHebrewName(c)} />{repeated(c) ? ` (${c.slug})` : ""}{c.ownerId ? m.generation_private() : ""} · {m.generation_word_count({ count: c.wordCount })}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
