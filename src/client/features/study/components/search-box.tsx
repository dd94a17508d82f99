import { SearchIcon, XIcon } from "lucide-react";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { m } from "@/client/lib/i18n";

/** The Study tab's search: runs on Enter across all collections; the X clears it. */
export function SearchBox({ value, onChange, onSubmit, onClear, busy }: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}) {
  return (
    <form
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SearchIcon className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && value) {
            e.preventDefault();
            onClear();
          }
        }}
        placeholder={m.collection_search_placeholder()}
        dir="auto"
        aria-label={m.collection_search_label()}
        enterKeyHint="search"
        className="ps-8 pe-9 [&::-webkit-search-cancel-button]:hidden"
      />
      <div className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
        {busy && <Spinner className="me-1 size-4" label={m.study_searching()} />}
        {value && (
          <button
            type="button"
            onClick={onClear}
            aria-label={m.study_clear_search()}
            className="inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" />
          </button>
        )}
      </div>
    </form>
  );
}
