/** Hostname -> brand. Pure: the host lists come from the BRAND hostname vars. */
import type { BrandId } from "./brands.ts";

type BrandHosts = ReadonlyMap<string, Exclude<BrandId, "default">>;

/** The lookup built last, with the lists it was built from: the vars are the same for every request. */
let lastBuilt: { carefind: string; seniorhousing: string; hosts: BrandHosts } | undefined;

/**
 * The lookup from the comma-separated host lists; blanks are ignored, case folded. Built once
 * for the lists it is given and then shared (it is read-only), not on every request.
 */
export function brandHosts(lists: { carefind: string; seniorhousing: string }): BrandHosts {
  if (lastBuilt?.carefind === lists.carefind && lastBuilt.seniorhousing === lists.seniorhousing) return lastBuilt.hosts;
  const hosts = buildBrandHosts(lists);
  lastBuilt = { carefind: lists.carefind, seniorhousing: lists.seniorhousing, hosts };
  return hosts;
}

function buildBrandHosts(lists: { carefind: string; seniorhousing: string }): BrandHosts {
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
