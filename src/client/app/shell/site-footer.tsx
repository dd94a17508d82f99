import { Link } from "react-router";
import { m } from "@/client/lib/i18n";
import { useAppConfig } from "./api/get-app-config";

/**
 * On every page: dedication, memorial line, copyright, as configured on the server (in
 * the operator's language, whatever the interface's: each line takes its direction from its own text);
 * a line the operator has not set is the interface's own, in the learner's language (it was English
 * in every interface); and the link to 'Sources and licences' (/sources).
 */
export function SiteFooter() {
  const { data } = useAppConfig();
  const footer = data?.footer;
  const dedication = footer && (footer.dedication ?? m.footer_dedication());
  const memorial = footer && (footer.memorial ?? m.footer_memorial());
  const copyright = footer && (footer.copyright ?? m.footer_copyright({ year: String(new Date().getFullYear()) }));
  return (
    <footer className="mt-auto border-t bg-muted/30">
      <div className="mx-auto flex min-h-24 w-full max-w-7xl flex-col items-center justify-center gap-1 px-4 py-5 text-center text-sm text-muted-foreground">
        {footer && (
          <>
            {dedication && <p dir="auto" data-testid="footer-dedication">{dedication}</p>}
            {memorial && <p dir="auto" data-testid="footer-memorial" className="italic">{memorial}</p>}
            {copyright && <p dir="auto" data-testid="footer-copyright" className="text-xs">{copyright}</p>}
          </>
        )}
        <p className="text-xs"><Link to="/sources" data-testid="footer-sources" className="underline underline-offset-4">{m.sources_title()}</Link></p>
      </div>
    </footer>
  );
}
