import { Link } from "react-router";
import { m } from "@/client/lib/i18n";
import { useAppConfig } from "./api/get-app-config";

/**
 * On every page: dedication, memorial line, copyright, as configured on the server (in
 * the operator's language, whatever the interface's: each line takes its direction from its own text),
 * and the link to 'Sources and licences' (/sources).
 */
export function SiteFooter() {
  const { data } = useAppConfig();
  const footer = data?.footer;
  return (
    <footer className="mt-auto border-t bg-muted/30">
      <div className="mx-auto flex min-h-24 w-full max-w-7xl flex-col items-center justify-center gap-1 px-4 py-5 text-center text-sm text-muted-foreground">
        {footer && (
          <>
            {footer.dedication && <p dir="auto" data-testid="footer-dedication">{footer.dedication}</p>}
            {footer.memorial && <p dir="auto" data-testid="footer-memorial" className="italic">{footer.memorial}</p>}
            {footer.copyright && <p dir="auto" data-testid="footer-copyright" className="text-xs">{footer.copyright}</p>}
          </>
        )}
        <p className="text-xs"><Link to="/sources" data-testid="footer-sources" className="underline underline-offset-4">{m.sources_title()}</Link></p>
      </div>
    </footer>
  );
}
