/** Hostname -> brand. Pure: the host lists come from the BRAND hostname vars. */
import type { BrandId } from "./brands.ts";

type BrandHosts = ReadonlyMap<string, Exclude<BrandId, "default">>;

/** Builds the lookup from the comma-separated host lists; blanks are ignored, case folded. */
export function brandHosts(lists: { carefind: string; seniorhousing: string }): BrandHosts {
  const hosts = new Map<string, Exclude<BrandId, "default">>();
  for (const brand of ["carefind", "seniorhousing"] as const) {
    for (const host of lists[brand].split(",")) {
      const name = host.trim().toLowerCase();
      if (name) hosts.set(name, brand);
    }
  }
  return hosts;
}

/** The brand a hostname belongs to; any host not listed gets the default brand. */
export function brandIdForHost(hostname: string, hosts: BrandHosts): BrandId {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return hosts.get(name) ?? "default";
}

/**
 * True for plain-http requests to a loopback name (localhost, *.localhost, 127.0.0.1, ::1),
 * the one case where cookies cannot carry `Secure`.
 */
export function isPlainHttpLocalhost(url: URL): boolean {
  if (url.protocol !== "http:") return false;
  const host = url.hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}
