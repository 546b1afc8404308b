/**
 * Renders a safe element tree (domain/content/fragment-view.ts): only the tags it names, text
 * as React text, links as they were built on the server. Small and schema-free, so an island
 * can carry it.
 */
import { Fragment } from "react";
import type { SafeNode } from "../../domain/content/fragment-view.ts";

function SafeElement({ node }: { node: SafeNode }) {
  if (typeof node === "string") return <>{node}</>;
  const children = <SafeContent nodes={node.children} />;
  if (node.tag === "a") return <a href={node.href}>{children}</a>;
  const Tag = node.tag;
  return <Tag>{children}</Tag>;
}

export function SafeContent({ nodes }: { nodes: readonly SafeNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered.
        <Fragment key={index}>
          <SafeElement node={node} />
        </Fragment>
      ))}
    </>
  );
}
