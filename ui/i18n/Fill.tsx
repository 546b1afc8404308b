/**
 * A catalogue text with elements in it: each `{name}` in `text` becomes `parts[name]` (a link,
 * a phone number), the words around them stay text. A name without a part stays as written, so
 * a mismatch shows on the page and in the catalogue test rather than vanishing.
 */
import { Fragment, type ReactNode } from "react";

export function Fill({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  const pieces = text.split(/\{([a-zA-Z]+)\}/);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 && Object.hasOwn(parts, piece) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder.
          <Fragment key={index}>{parts[piece]}</Fragment>
        ) : index % 2 === 1 ? (
          `{${piece}}`
        ) : (
          piece
        ),
      )}
    </>
  );
}
