/**
 * A video: an https embed from an allowed host (the CSP's frame-src lists the same hosts) in a
 * lazy iframe with its title; any other address is a plain link to the video.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { isEmbeddableVideo } from "../../../domain/content/content-links.ts";
import { Fill } from "../../i18n/Fill.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";

export function VideoBlock({ block }: { block: BlockOf<"video">; context: BlockContext }) {
  const { t } = useLanguage();
  if (!isEmbeddableVideo(block.url)) {
    return (
      <p className="content-video-link">
        <a href={block.url} rel="noopener">
          <Fill text={t.content.video.watch} parts={{ title: block.title }} />
        </a>
      </p>
    );
  }
  return (
    <div className="content-video">
      <iframe
        src={block.url}
        title={block.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
