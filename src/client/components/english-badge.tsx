import { m } from "@/client/lib/i18n";

/** Marks an English gloss shown because the chosen language lacks the word's translation (the games, the Study table). */
export function EnglishBadge() {
  return (
    <abbr
      title={m.games_english_badge()}
      className="ms-1.5 inline-block rounded border px-1 align-middle text-[0.625rem] font-semibold leading-4 text-muted-foreground no-underline"
      data-testid="english-badge"
    >
      EN
    </abbr>
  );
}
