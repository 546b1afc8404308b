/**
 * One call-to-action button (spec lead-capture-and-chrome §3, reviews-and-provider-page §5): a
 * link built by the link rules (default, tel:+1..., sms:+1..., mailto:), the page's inquiry form
 * in a dialog (openInquiry), or the write-review page (openReviewModal). A link that fails the
 * link build renders nothing and is logged.
 */
import type { CtaButton } from "../../../domain/content/content-blocks.ts";
import { buildLink } from "../../../domain/content/content-links.ts";
import { telHref } from "../../../domain/phone.ts";
import { Island } from "../../app/Island.tsx";
import { Fill } from "../../i18n/Fill.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { inquiryFormConfig } from "../../inquiry/inquiry-config.ts";
import { inquiryFormProps } from "../../inquiry/inquiry-page.ts";
import { WRITE_REVIEW_PATH } from "../../reviews/write/review-write-text.ts";
import type { BlockContext } from "../block-context.ts";

/** Sent as careLocation when the family has not said where: the field is required. */
const LOCATION_NOT_GIVEN = "Not specified";

export function CtaLink({ button, context, idPrefix }: { button: CtaButton; context: BlockContext; idPrefix: string }) {
  const { t, path } = useLanguage();
  const className = `button button-${button.variant} content-cta`;
  if (button.action === "openInquiry") {
    if (!context.inquiryPage) return null;
    return (
      <div className="content-cta-inquiry">
        <Island
          name="InquiryForm"
          hydrate="idle"
          props={inquiryFormProps({
            page: context.inquiryPage,
            config: inquiryFormConfig(
              {
                defaultCareLocation: LOCATION_NOT_GIVEN,
                title: button.text,
                ctaAction: "request-info",
                thanksInPlace: true,
              },
              t.inquiry.form,
            ),
            displayMode: "fit-content-modal",
            idPrefix,
            triggerText: button.text,
          })}
        />
        {/* Without JavaScript the dialog cannot open: the advisor's line answers instead. */}
        <a className={`${className} no-script-only`} href={telHref(context.advisorPhone)}>
          <Fill text={t.content.cta.callInstead(button.text)} parts={{ phone: context.advisorPhone }} />
        </a>
      </div>
    );
  }
  if (button.action === "openReviewModal") {
    return (
      <a className={className} href={path(WRITE_REVIEW_PATH)}>
        {button.text}
      </a>
    );
  }
  const href = buildLink(button.linkType, button.url);
  if (href === null) {
    console.error(
      `call to action '${button.text}': no link can be built from type ${button.linkType} and url '${button.url}'`,
    );
    return null;
  }
  const newTab = button.openInNewTab && button.linkType === "default";
  return (
    <a className={className} href={href} {...(newTab ? { target: "_blank", rel: "noopener" } : {})}>
      {button.text}
    </a>
  );
}
