/**
 * The who-are-you-searching-for block (spec reviews-and-provider-page §2): a heading and the
 * choices Self, Partner, Parent(s) and Other, sent as whoAreYouLookingFor (Myself, Spouse,
 * Parent(s), Other). A choice opens the page's inquiry form with the answer filled in, or, with
 * no such form or no JavaScript, leads to the multi-step form (ui/content/blocks/WhoForChoices.tsx).
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { WHO_FOR_CHOICES, WHO_FOR_FALLBACK_PATH } from "../../../domain/content/who-are-you-searching-for.ts";
import { Island } from "../../app/Island.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";

export function WhoAreYouSearchingForBlock({
  block,
  context,
}: {
  block: BlockOf<"whoAreYouSearchingFor">;
  context: BlockContext;
}) {
  const { t, path } = useLanguage();
  const choices = WHO_FOR_CHOICES.map((value) => ({ value, label: t.content.whoFor[value] }));
  const titleId = `who-for-${context.key.replace(/\./g, "-")}`;
  return (
    <section className="who-for" aria-labelledby={titleId}>
      <h2 id={titleId} className="who-for-title">
        {block.title}
      </h2>
      <Island name="WhoForChoices" props={{ titleId, choices, href: path(WHO_FOR_FALLBACK_PATH) }} hydrate="idle" />
    </section>
  );
}
