import type { GettingStartedCounts, GettingStartedStepId } from "@/shared/api/getting-started";
import { missingLexiconSources } from "@/shared/getting-started/getting-started-steps";
import { lexiconName } from "@/client/lib/lexicon-name";
import { builtInDomainLabel } from "@/shared/i18n/domain-label";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

/**
 * A 'Get started' step's title and state in the interface language, from the counts the checklist
 * answers with (the same data as the server's English texts in `gettingStartedSteps`).
 */
export function stepTitle(id: GettingStartedStepId): string {
  switch (id) {
    case "texts": return m.getting_started_step_texts();
    case "lexicons": return m.getting_started_step_lexicons();
    case "collections": return m.getting_started_step_collections();
    case "learners": return m.getting_started_step_learners();
  }
}

const counted = (count: number) => ({ count, n: formatNumber(count) });

export function stepState(id: GettingStartedStepId, counts: GettingStartedCounts): string {
  switch (id) {
    case "texts":
      return counts.booksWithText > 0 ? m.getting_started_state_books(counted(counts.booksWithText)) : m.getting_started_state_no_texts();
    case "lexicons": {
      const imported = counts.lexicons.filter((l) => l.entries > 0);
      const missing = missingLexiconSources(counts).map(lexiconName);
      const parts = [
        imported.length > 0
          ? imported.map((l) => `${lexiconName(l.source)} ${m.getting_started_state_entries(counted(l.entries))}`).join(", ")
          : m.getting_started_state_no_lexicon(),
        missing.length > 0 ? m.getting_started_state_missing({ names: missing.join(", ") }) : "",
      ];
      return parts.filter(Boolean).join("; ");
    }
    case "collections": {
      const domains = counts.collections.filter((c) => c.total > 0);
      if (domains.length === 0) return m.getting_started_state_no_collections();
      const list = domains.map((c) => m.getting_started_state_domain_filled({ domain: builtInDomainLabel(c.domain), filled: formatNumber(c.filled), total: formatNumber(c.total) }));
      return m.getting_started_state_filled_beyond_samples({ list: list.join(", ") });
    }
    case "learners":
      return counts.learners > 0 ? m.getting_started_state_learners(counted(counts.learners)) : m.getting_started_state_no_learners();
  }
}
