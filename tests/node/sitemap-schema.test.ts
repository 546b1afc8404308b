/**
 * The sitemaps the Worker sends are valid by the sitemaps.org 0.9 schemas (tests/support/
 * sitemap-schemas/, written from the protocol's rules), checked by the JDK's XML Schema
 * validator in one JVM: an index, a child built from the same path builders and serialiser the
 * routes use (provider, geo and content paths, a lastmod, characters to escape, a page's
 * languages as xhtml:link alternates), each file of a
 * split, and, so the check is known to bite, documents the schemas must refuse.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careTypeBySlug } from "../../domain/care-types.ts";
import { careTypeHubPath, geoPlacePath } from "../../domain/geo/geo-paths.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";
import {
  entriesInEveryLanguage,
  type SitemapEntry,
  sitemapFilePath,
  sitemapIndexXml,
  splitSitemap,
  urlsetXml,
} from "../../domain/sitemaps/sitemap-xml.ts";

const SCHEMAS = fileURLToPath(new URL("../support/sitemap-schemas/", import.meta.url));
const URLSET_XSD = join(SCHEMAS, "sitemap.xsd");
const INDEX_XSD = join(SCHEMAS, "siteindex.xsd");
const ORIGIN = "https://carefind.com";

let folder = "";

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "sitemap-schema-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Writes the documents and validates each against its schema; the problems the validator printed. */
async function validate(documents: { name: string; xml: string; schema: string }[]): Promise<string[]> {
  const args: string[] = [];
  for (const document of documents) {
    const path = join(folder, document.name);
    await writeFile(path, document.xml);
    args.push(document.schema, path);
  }
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", join(SCHEMAS, "XsdCheck.java"), ...args],
      { timeout: 50_000 },
      (error, stdout, stderr) => {
        if (error && error.code !== 1) reject(new Error(`the validator did not run: ${stderr || error.message}`));
        else resolve(stdout.split("\n").filter((line) => line.trim() !== ""));
      },
    );
  });
}

function sampleEntries(): SitemapEntry[] {
  const assistedLiving = careTypeBySlug("assisted-living");
  if (!assistedLiving) throw new Error("assisted living is a care type");
  return [
    {
      loc: `${ORIGIN}${providerPagePath({ careTypeSlug: "assisted-living", stateUrlName: "texas", cityUrlName: "austin", slug: "sunrise-of-austin" })}`,
      lastmod: "2026-11-20T10:15:30.123Z",
    },
    { loc: `${ORIGIN}${careTypeHubPath(assistedLiving)}` },
    { loc: `${ORIGIN}${geoPlacePath(assistedLiving, "texas", "travis-county")}` },
    { loc: `${ORIGIN}/resources/costs-&-'options'-<"2026">/`, lastmod: "2026-11-20" },
    { loc: `${ORIGIN}/` },
    ...entriesInEveryLanguage(ORIGIN, "/senior-living/assisted-living/texas/austin/", "2026-11-20"),
  ];
}

describe("the sitemaps against the sitemaps.org schemas", () => {
  it("accepts the index, a child sitemap and every file of a split, and refuses broken ones", async () => {
    const entries = sampleEntries();
    const many = Array.from({ length: 23 }, (_, index) => ({ loc: `${ORIGIN}/page-${index}/` }));
    const files = splitSitemap(many, { maxUrls: 10, maxBytes: 50_000_000 });
    expect(files.map((file) => file.length)).toEqual([10, 10, 3]);
    const index = sitemapIndexXml(
      [sitemapFilePath("providers", 1), sitemapFilePath("geo", 1), "/sitemaps/pages.xml"].map((path) => ({
        loc: `${ORIGIN}${path}`,
      })),
    );
    const valid = [
      { name: "index.xml", xml: index, schema: INDEX_XSD },
      { name: "child.xml", xml: urlsetXml(entries), schema: URLSET_XSD },
      ...files.map((file, number) => ({ name: `split-${number + 1}.xml`, xml: urlsetXml(file), schema: URLSET_XSD })),
    ];
    const broken = [
      // No URL at all, a relative loc, a lastmod that is no date, the index's root in a child, a relative alternate.
      { name: "empty.xml", xml: urlsetXml([]), schema: URLSET_XSD },
      { name: "relative.xml", xml: urlsetXml([{ loc: "/assisted-living/" }]), schema: URLSET_XSD },
      { name: "lastmod.xml", xml: urlsetXml([{ loc: `${ORIGIN}/`, lastmod: "yesterday" }]), schema: URLSET_XSD },
      { name: "root.xml", xml: index, schema: URLSET_XSD },
      {
        name: "alternate.xml",
        xml: urlsetXml([{ loc: `${ORIGIN}/`, alternates: [{ hreflang: "es", href: "/es/" }] }]),
        schema: URLSET_XSD,
      },
    ];
    const problems = await validate([...valid, ...broken]);
    const failed = (name: string) => problems.some((line) => line.includes(`${name}: `));
    for (const document of valid) expect(failed(document.name), problems.join("\n")).toBe(false);
    for (const document of broken) expect(failed(document.name), document.name).toBe(true);
  });
});
