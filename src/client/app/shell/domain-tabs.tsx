import type { CSSProperties } from "react";
import { Link, useLocation } from "react-router";
import { BUILT_IN_DOMAINS } from "@/shared/domain";
import { builtInDomainLabel } from "@/shared/i18n/domain-label";
import { activeDomainFromPath, firstPathSegment } from "@/client/lib/active-domain";
import { readableText } from "@/client/lib/accessible-color";
import { cn } from "@/client/lib/cn";
import { domainName, useDomains } from "@/client/lib/domains";
import { m } from "@/client/lib/i18n";

interface Tab { slug: string; label: string; color?: string }

/**
 * The domain tabs (Modern, Biblical, Talmud, Mishna): on a domain's pages its tab in its domain
 * colour (its text darker on a light page, lighter on a dark one, as contrast needs). Outside them
 * (books, reader, dictionary, review, settings, admin, database, queue) no tab looks current.
 * Both themes' text colours are in the markup (CSS light-dark(), picked by the color-scheme that
 * the `dark` class sets): the server's first screen is right in either theme, and neither hydration
 * nor a theme switch re-renders the tabs.
 */
export function DomainTabs({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const { data: domains } = useDomains();
  const tabs: Tab[] = domains
    ? domains.map((d) => ({ slug: d.slug, label: domainName(d), color: d.color }))
    : BUILT_IN_DOMAINS.map((slug) => ({ slug, label: builtInDomainLabel(slug) }));
  const active = activeDomainFromPath(pathname, tabs.map((t) => t.slug));
  const inDomain = firstPathSegment(pathname) === active;

  return (
    <nav aria-label={m.shell_domains_label()} className={cn("-mb-px flex min-w-0 items-stretch gap-0 overflow-x-auto [scrollbar-width:none] sm:gap-1", className)}>
      {tabs.map((t) => {
        const isActive = inDomain && t.slug === active;
        const style: CSSProperties | undefined = isActive && t.color ? {
          color: `light-dark(hsl(${readableText(t.color, false, 0.08)}), hsl(${readableText(t.color, true, 0.08)}))`,
          borderColor: `hsl(${t.color})`,
          backgroundColor: `hsl(${t.color} / 0.08)`,
        } : undefined;
        return (
          <Link
            key={t.slug}
            to={`/${t.slug}`}
            aria-current={isActive ? "page" : undefined}
            data-active={isActive || undefined}
            data-domain={t.slug}
            style={style}
            className={cn(
              "inline-flex shrink-0 items-center whitespace-nowrap rounded-t-md border-b-2 border-transparent px-2 py-2.5 text-sm font-medium sm:px-3 transition-colors",
              "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
              "outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
              isActive && "border-primary font-semibold text-primary",
            )}
          >
            {/* A long name (a domain an administrator named) is cut, whole in its tooltip: the other tabs stay in sight. */}
            <span className="max-w-48 truncate" title={t.label}>{t.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
