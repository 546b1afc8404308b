/**
 * The client assets of this build: the hashed entry script, its shared chunks and the site
 * stylesheet, as written by scripts/build.ts into the manifest.
 */
import manifest from "./asset-manifest.json" with { type: "json" };

export interface AssetManifest {
  /** The hydration entry script. */
  entry: string;
  /** Chunks the entry imports statically, worth a modulepreload. */
  preload: string[];
  /** The site stylesheet (design tokens, brand themes, components). */
  css: string;
  /** The catalogue's sections each island reads (scripts/lib/catalogue-sections.ts). */
  islandWords: Readonly<Record<string, readonly string[]>>;
}

export const assets: AssetManifest = manifest;
