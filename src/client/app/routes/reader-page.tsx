import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { DEFAULT_READER_PREFERENCES, type ReaderPreferences } from "@/shared/api/settings";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { ReaderView } from "@/client/features/books/components/reader-view";
import { useUpdateSettings } from "@/client/features/settings/api/update-settings";
import { useSelectedLanguage } from "@/client/lib/use-selected-language";

/** /books/:bookId and /books/:bookId/:chapter — one book, verse by verse (spec 001 §2 "Reader"). */
export function ReaderPage() {
  const { bookId = "", chapter } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const [language] = useSelectedLanguage();
  const update = useUpdateSettings({ errorTitle: "Could not save the reader settings" });
  const preferences = me?.settings.reader ?? DEFAULT_READER_PREFERENCES;
  const onPreferencesChange = useCallback((reader: ReaderPreferences) => update.mutate({ reader }), [update]);
  const onGo = useCallback((label: string) => navigate(`/books/${bookId}/${label}`), [navigate, bookId]);
  const scrollToVerse = useMemo(() => {
    const m = /^#verse-(\d+)$/.exec(hash);
    return m ? Number(m[1]) : null;
  }, [hash]);
  return (
    <ReaderView key={bookId} bookId={bookId} chapterLabel={chapter} preferences={preferences} onPreferencesChange={onPreferencesChange}
      language={language} onGo={onGo} scrollToVerse={scrollToVerse} />
  );
}
