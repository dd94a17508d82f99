import type { Config } from "../config";

/**
 * The origins whose browsers may call the account routes. With PUBLIC_URL set: it and
 * TRUSTED_ORIGINS only. Without it (a self-hoster opening http://127.0.0.1:8080 or a classroom's
 * http://192.168.1.20:8080): also the request's own origin, so a page served by this server may
 * call it from whatever address it was opened at, while other sites stay refused.
 */
export function trustedOrigins(config: Config, request?: Request): string[] {
  const fixed = [config.publicUrl, ...config.TRUSTED_ORIGINS];
  if (config.PUBLIC_URL || !request) return fixed;
  try {
    const own = new URL(request.url);
    // Behind trusted proxies the browser's address is the one the first proxy was asked for.
    if (config.TRUST_PROXY > 0) {
      const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
      const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
      if (proto === "http" || proto === "https") own.protocol = `${proto}:`;
      if (host) own.host = host;
    }
    return [...fixed, own.origin];
  } catch {
    return fixed;
  }
}

/** What the start-up log says of them. */
export function describeTrustedOrigins(config: Config): string {
  return config.PUBLIC_URL
    ? `trusted origins: ${trustedOrigins(config).join(", ")}`
    : `trusted origins: the address the app is opened at (same-origin requests), ${trustedOrigins(config).join(", ")}; set PUBLIC_URL to fix one`;
}
