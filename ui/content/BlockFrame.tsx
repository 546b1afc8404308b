/**
 * The frame of every content block: its type's class and the device visibility classes
 * (lead-capture-and-chrome §6), which hide it by a media query at 768 px: no script, no shift.
 */
import type { ReactNode } from "react";
import type { ContentBlock } from "../../domain/content/content-blocks.ts";

/** spec: lead-capture-and-chrome §6, mobile-only and desktop-only blocks. */
export const VISIBILITY_CLASSES = { all: "", mobile: "mobile-only", desktop: "desktop-only" } as const;

export function BlockFrame({ block, children }: { block: ContentBlock; children: ReactNode }) {
  const visibility = VISIBILITY_CLASSES[block.visibility];
  return (
    <div className={`content-block content-block-${block.type}${visibility ? ` ${visibility}` : ""}`} id={block.id}>
      {children}
    </div>
  );
}
