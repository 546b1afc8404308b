/**
 * Which sections of the catalogue each island reads, from the client build's metafile: the
 * source files in the island's chunk and in every chunk it imports, now or later, read for the sections they
 * name. The catalogue reaches code as `t` (`useLanguage().t`, a `t: Messages` parameter), so a
 * section is read as `t.<section>`, or named in a type (`Messages["search"]`,
 * `Pick<Messages, "careTypes">`) by code handed part of it. Naming a section the island does
 * not read costs a small chunk; missing one would leave the island without its words, so the
 * reading errs on the side of more. The browser loads an island's sections with it
 * (ui/i18n/load-messages.ts); the Worker marks each island's root with them (ui/app/Island.tsx).
 */
import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import type { Metafile } from "esbuild";

/** `t.search`, `this.t.chrome`, `input.t.careTypes`. */
const SECTION_READ = /(?:^|[^\w$])t\.([A-Za-z]\w*)/g;
/** `Messages["search"]`. */
const SECTION_TYPE = /Messages\["(\w+)"\]/g;
/** `Pick<Messages, "careTypes" | "search">`. */
const SECTION_PICK = /Pick<\s*Messages\s*,([^>]*)>/g;

/** Block comments, and line comments (not a URL's `//`). */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm;

/** The catalogue's sections one source text names in its code (its comments may name any). */
export function sectionsNamed(source: string, sections: ReadonlySet<string>): Set<string> {
  const code = source.replace(COMMENTS, "");
  const named = new Set<string>();
  const add = (name: string | undefined) => {
    if (name && sections.has(name)) named.add(name);
  };
  for (const match of code.matchAll(SECTION_READ)) add(match[1]);
  for (const match of code.matchAll(SECTION_TYPE)) add(match[1]);
  for (const match of code.matchAll(SECTION_PICK))
    for (const quoted of (match[1] ?? "").matchAll(/"(\w+)"/g)) add(quoted[1]);
  return named;
}

/** Island name → the module its loader imports, as written in ui/app/island-loaders.ts. */
export function islandModules(loaderSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of loaderSource.matchAll(/(\w+): \(\) =>\s*import\("(\.\.?\/[^"]+)"\)/g)) {
    const [, name, path] = match;
    if (name && path) modules.set(name, posix.join("ui/app", path));
  }
  return modules;
}

/**
 * The source files of an output and of every chunk it imports, transitively: the parts an
 * island loads later (a dialog's code) render with the island's catalogue too.
 */
function sourcesOf(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
  const sources = new Set<string>();
  if (seen.has(output)) return sources;
  seen.add(output);
  const built = metafile.outputs[output];
  if (!built) return sources;
  for (const input of Object.keys(built.inputs)) if (!input.startsWith("node_modules/")) sources.add(input);
  for (const imported of built.imports)
    if (imported.kind === "import-statement" || imported.kind === "dynamic-import")
      for (const source of sourcesOf(metafile, imported.path, seen)) sources.add(source);
  return sources;
}

/**
 * Each island's sections, sorted. An island whose module the build did not find as a chunk of
 * its own is left out: the browser then loads the whole catalogue for it.
 */
export async function islandWords(
  projectRoot: string,
  metafile: Metafile,
  sections: readonly string[],
): Promise<Record<string, string[]>> {
  const known = new Set(sections);
  const modules = islandModules(await readFile(join(projectRoot, "ui/app/island-loaders.ts"), "utf8"));
  const texts = new Map<string, Promise<string>>();
  const text = (path: string) => {
    let read = texts.get(path);
    if (!read) {
      read = readFile(join(projectRoot, path), "utf8");
      texts.set(path, read);
    }
    return read;
  };
  const words: Record<string, string[]> = {};
  for (const [name, module] of modules) {
    const output = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint === module);
    if (!output) continue;
    const named = new Set<string>();
    for (const source of sourcesOf(metafile, output)) {
      if (source.startsWith("domain/i18n/")) continue;
      for (const section of sectionsNamed(await text(source), known)) named.add(section);
    }
    words[name] = [...named].sort();
  }
  return words;
}
