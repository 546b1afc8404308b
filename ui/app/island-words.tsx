/**
 * The catalogue's sections each island reads, as the build found them
 * (scripts/lib/catalogue-sections.ts): the Worker's document provides them, and each island's root
 * names its own (`data-words`) so that the browser loads only those with its code
 * (ui/i18n/load-messages.ts). Without them an island's root names none and gets every section.
 */
import { createContext, type ReactNode, useContext } from "react";

export type IslandWords = Readonly<Record<string, readonly string[]>>;

const IslandWordsContext = createContext<IslandWords | null>(null);

export function IslandWordsProvider({ value, children }: { value: IslandWords; children: ReactNode }) {
  return <IslandWordsContext.Provider value={value}>{children}</IslandWordsContext.Provider>;
}

/** The sections the island `name` reads, space-separated, for its root's `data-words`; undefined when unknown. */
export function useIslandWords(name: string): string | undefined {
  return useContext(IslandWordsContext)?.[name]?.join(" ");
}
