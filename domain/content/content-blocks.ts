/**
 * The content system's vocabulary: a page is a JSON document of blocks, and every block is
 * checked by these schemas when an editor saves it (spec reviews-and-provider-page §2, §5 and
 * lead-capture-and-chrome §1, §3, §5). Rich text is a tree of safe nodes, never HTML, so no
 * stored page can carry markup of its own. A block's `visibility` hides it on one kind of
 * screen (mobile below 768 px, desktop from 768 px).
 */
import { z } from "zod";
import { careTypeBySlug } from "../care-types.ts";
import { stateName } from "../geo/us-states.ts";
import { buildLink, isHttpsHref, isSitePathHref, LINK_TYPES } from "./content-links.ts";

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** A care type's slug (`assisted-living`), as the site's paths use it. */
const careTypeSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((slug) => careTypeBySlug(slug) !== undefined, "Unknown care type: use a care-type slug like assisted-living");

/** A two-letter state code the directory covers. */
const stateCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/)
  .refine((code) => stateName(code) !== undefined, "Unknown state");

const SITE_OR_HTTPS = "Must be a site path or an https address";

/** A site path (`/about/`) or an https address; anything else (javascript:, data:, '/\\host') is refused. */
export const contentUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => isSitePathHref(value) || isHttpsHref(value), SITE_OR_HTTPS);

/** An anchor a heading or a section takes, and a table of contents links to. */
const anchorSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,79}$/, "Use lowercase letters, digits and hyphens, starting with a letter");

/** Inline text: plain, or a span that is bold, italic or a link. */
export const inlineSchema = z.union([
  text(5000),
  z.strictObject({
    text: required(5000),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    href: contentUrlSchema.optional(),
  }),
]);
export type Inline = z.infer<typeof inlineSchema>;

export const richNodeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("paragraph"), children: z.array(inlineSchema).min(1).max(100) }),
  z.strictObject({
    kind: z.enum(["bulletList", "numberedList"]),
    items: z.array(z.array(inlineSchema).min(1).max(50)).min(1).max(100),
  }),
  z.strictObject({ kind: z.literal("subheading"), text: required(200), anchor: anchorSchema.optional() }),
]);
export type RichNode = z.infer<typeof richNodeSchema>;

/** A call-to-action button (lead-capture-and-chrome §3): a link, or a button that opens the page's inquiry form. */
export const ctaButtonSchema = z
  .strictObject({
    text: required(80),
    /** openLink follows `url`; openInquiry opens the page's inquiry form; openReviewModal the write-review form. */
    action: z.enum(["openLink", "openInquiry", "openReviewModal"]).default("openLink"),
    linkType: z.enum(LINK_TYPES).default("default"),
    /** A path or https address for `default`; a phone number for tel and sms; an address for mailto. */
    url: text(2000).default(""),
    variant: z.enum(["primary", "secondary"]).default("primary"),
    openInNewTab: z.boolean().default(false),
  })
  .superRefine((button, context) => {
    // An address that would build no link (javascript:, '/\\host') is refused when saved. A bad
    // number or email address for tel, sms and mailto builds no link and is logged (spec §5).
    if (button.action === "openLink" && button.linkType === "default" && button.url !== "") {
      if (buildLink("default", button.url) === null) {
        context.addIssue({ code: "custom", path: ["url"], message: SITE_OR_HTTPS });
      }
    }
  });
export type CtaButton = z.infer<typeof ctaButtonSchema>;

export const imageSchema = z.strictObject({
  url: contentUrlSchema,
  alt: text(300),
  /** spec: lead-capture-and-chrome §3, fallback size 500 by 500. */
  width: z.number().int().min(1).max(4000).default(500),
  height: z.number().int().min(1).max(4000).default(500),
  caption: text(300).optional(),
});
export type ContentImage = z.infer<typeof imageSchema>;

const common = {
  /** A stable id for editors and for anchors. */
  id: anchorSchema.optional(),
  visibility: z.enum(["all", "mobile", "desktop"]).default("all"),
};

export const richTextBlockSchema = z.strictObject({
  ...common,
  type: z.literal("richText"),
  content: z.array(richNodeSchema).min(1).max(200),
});

export const headingBlockSchema = z.strictObject({
  ...common,
  type: z.literal("heading"),
  text: required(200),
  /** h1 is the page title's; blocks start at h2. */
  level: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]).default(2),
  anchor: anchorSchema.optional(),
});

/** spec: reviews-and-provider-page §5, a blank title hides the heading; no title and no text render nothing. */
export const textBlockSchema = z.strictObject({
  ...common,
  type: z.literal("text"),
  title: text(200).default(""),
  text: text(20000).default(""),
});

/** The image must come from an allowed host when rendered, else nothing shows and the problem is logged. */
export const imageWithTextBlockSchema = z.strictObject({
  ...common,
  type: z.literal("imageWithText"),
  image: imageSchema,
  title: text(200).default(""),
  content: z.array(richNodeSchema).max(50).default([]),
  imageSide: z.enum(["left", "right"]).default("left"),
});

/** `json` is what the editor pasted: JSON with an array under `data`, checked when rendered (§5). */
export const tableBlockSchema = z.strictObject({
  ...common,
  type: z.literal("table"),
  title: text(200).default(""),
  caption: text(300).default(""),
  json: text(100000),
});

export const barChartBlockSchema = z.strictObject({
  ...common,
  type: z.literal("barChart"),
  title: text(200).default(""),
  /** JSON `{"data":[{"label":"Texas","value":4500}, ...]}`. */
  json: text(100000),
  valueFormat: z.enum(["usd", "number", "percent"]).default("number"),
});

export const faqBlockSchema = z.strictObject({
  ...common,
  type: z.literal("faq"),
  title: text(200).default("Frequently Asked Questions"),
  items: z
    .array(z.strictObject({ question: required(500), answer: required(5000) }))
    .min(1)
    .max(50),
});

export const testimonialBlockSchema = z.strictObject({
  ...common,
  type: z.literal("testimonial"),
  quote: required(2000),
  author: required(100),
  role: text(100).default(""),
  rating: z.number().int().min(1).max(5).optional(),
});

/**
 * spec: search-and-compare §4, the newest approved review rated 4 or more, read from D1 when the
 * page renders, of the care type (and state) when the block names one, else of the whole
 * directory; its button goes to `#all_reviews_section`. Editors do not pick the review: a
 * `reviewId` that pages saved before this rule still carry is read and ignored.
 */
export const featuredReviewBlockSchema = z.strictObject({
  ...common,
  type: z.literal("featuredReview"),
  title: text(200).default(""),
  careType: careTypeSlugSchema.optional(),
  /** Two-letter state code of the reviewed provider; none means every state. */
  state: stateCodeSchema.optional(),
  /** Ignored: kept so that stored pages which still name a review stay readable. */
  reviewId: z.number().int().positive().optional(),
});

/** spec: reviews-and-provider-page §9, 'related sizes 3, 9, 400': 3 tiles a row, 9 at most, images 400 px wide. */
export const RELATED_ARTICLES_MAX = 9;

/**
 * spec: reviews-and-provider-page §2, §8: tiles linking to related pages on this site or
 * elsewhere. An internal link gets its trailing slash and loses '.html'; a link that still
 * cannot be read when the page renders is logged and its tile left out.
 */
export const relatedArticlesBlockSchema = z.strictObject({
  ...common,
  type: z.literal("relatedArticles"),
  title: text(200).default("Related articles"),
  articles: z
    .array(
      z.strictObject({
        title: required(200),
        url: contentUrlSchema,
        description: text(300).default(""),
        /** None: one of the placeholder images, chosen by the title. */
        image: imageSchema.optional(),
      }),
    )
    .min(1)
    .max(RELATED_ARTICLES_MAX),
});

/** spec: reviews-and-provider-page §3, a carousel slide's background: a colour, an image, or an image under an overlay. */
export const carouselBackgroundSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("color"), color: z.enum(["light", "brand"]).default("light") }),
  z.strictObject({ kind: z.literal("image"), image: imageSchema }),
  z.strictObject({ kind: z.literal("overlay"), image: imageSchema }),
]);

/**
 * spec: reviews-and-provider-page §2, §3, a carousel with dots: slides, each a title, its
 * promotion text, a background and an optional link, one slide at a time.
 */
export const carouselBlockSchema = z.strictObject({
  ...common,
  type: z.literal("carousel"),
  /** Names the carousel; blank: 'Highlights'. */
  title: text(200).default(""),
  slides: z
    .array(
      z.strictObject({
        title: required(120),
        promotionText: text(300).default(""),
        background: carouselBackgroundSchema.default({ kind: "color", color: "light" }),
        link: z.strictObject({ text: required(80), url: contentUrlSchema }).optional(),
      }),
    )
    .min(2)
    .max(10),
});

/** The best-rated providers of a care type in a place, read from D1 when the page renders. */
export const providerRollupBlockSchema = z
  .strictObject({
    ...common,
    type: z.literal("providerRollup"),
    title: text(200).default(""),
    careType: careTypeSlugSchema,
    /** Two-letter state code; none means the whole country. */
    state: stateCodeSchema.optional(),
    /** A city's url name in that state. */
    city: anchorSchema.optional(),
    count: z.number().int().min(1).max(12).default(6),
  })
  .refine((block) => block.city === undefined || block.state !== undefined, {
    path: ["city"],
    message: "A city needs its state",
  });

/** spec: reviews-and-provider-page §2, the contents of the page's headings, three ways. */
export const tableOfContentsBlockSchema = z.strictObject({
  ...common,
  type: z.literal("tableOfContents"),
  variant: z.enum(["stickyBar", "jumpList", "accordion"]).default("jumpList"),
  /** Blank: '{page.title} Contents'. */
  title: text(200).default(""),
  /** The accordion starts open (it opens by itself too when the address has a hash). */
  expand: z.boolean().default(false),
});

export const ctaListBlockSchema = z.strictObject({
  ...common,
  type: z.literal("ctaList"),
  title: text(200).default(""),
  buttons: z.array(ctaButtonSchema).min(1).max(12),
  layout: z.enum(["row", "column"]).default("row"),
});

export const ctaButtonBlockSchema = z.strictObject({
  ...common,
  type: z.literal("ctaButton"),
  button: ctaButtonSchema,
});

/** spec: reviews-and-provider-page §2, choices Self (Myself), Partner (Spouse), Parent(s), Other. */
export const whoAreYouSearchingForBlockSchema = z.strictObject({
  ...common,
  type: z.literal("whoAreYouSearchingFor"),
  title: text(200).default("Who are you searching for?"),
  careType: careTypeSlugSchema.default("assisted-living"),
});

/** spec: reviews-and-provider-page §4, expanded on a first visit or from another site, else collapsed. */
export const whyChooseUsBlockSchema = z.strictObject({
  ...common,
  type: z.literal("whyChooseUs"),
  title: required(200),
  items: z
    .array(z.strictObject({ title: required(200), text: required(5000) }))
    .min(1)
    .max(20),
});

/** spec: reviews-and-provider-page §5, split on , ; / &, de-duplicated, 'state license' removed. */
export const stateLicenseBlockSchema = z.strictObject({
  ...common,
  type: z.literal("stateLicense"),
  title: text(200).default("State licenses"),
  text: required(5000),
});

/** https embeds only (an http address is upgraded when saved). */
export const videoBlockSchema = z.strictObject({
  ...common,
  type: z.literal("video"),
  title: required(200),
  url: z
    .string()
    .trim()
    .max(2000)
    .transform((value) => value.replace(/^http:\/\//, "https://"))
    .refine((value) => /^https:\/\/[^/\s]+\//.test(value), "Must be an https address"),
});

/** spec: search-and-compare §9 and reviews-and-provider-page §9, collapsed past 250 characters. */
export const collapsibleTextBlockSchema = z.strictObject({
  ...common,
  type: z.literal("collapsibleText"),
  title: text(200).default(""),
  text: required(20000),
  threshold: z.number().int().min(50).max(5000).default(250),
});

/** The typical monthly costs of a care type (in a state, or nationally), read from the data. */
export const costsSummaryBlockSchema = z.strictObject({
  ...common,
  type: z.literal("costsSummary"),
  careType: careTypeSlugSchema,
  state: stateCodeSchema.optional(),
});

/** Every block that holds no other block. */
export const leafBlockSchema = z.discriminatedUnion("type", [
  richTextBlockSchema,
  headingBlockSchema,
  textBlockSchema,
  imageWithTextBlockSchema,
  tableBlockSchema,
  barChartBlockSchema,
  faqBlockSchema,
  testimonialBlockSchema,
  featuredReviewBlockSchema,
  providerRollupBlockSchema,
  tableOfContentsBlockSchema,
  ctaListBlockSchema,
  ctaButtonBlockSchema,
  whoAreYouSearchingForBlockSchema,
  whyChooseUsBlockSchema,
  stateLicenseBlockSchema,
  videoBlockSchema,
  collapsibleTextBlockSchema,
  costsSummaryBlockSchema,
  relatedArticlesBlockSchema,
  carouselBlockSchema,
]);
export type LeafBlock = z.infer<typeof leafBlockSchema>;

/** Two to four columns side by side (stacked on phones); editors see an empty column, visitors do not. */
export const columnsBlockSchema = z.strictObject({
  ...common,
  type: z.literal("columns"),
  columns: z.array(z.array(leafBlockSchema).max(20)).min(2).max(4),
});

/** spec: lead-capture-and-chrome §4, the expander starts open and toggles on click. */
export const expanderBlockSchema = z.strictObject({
  ...common,
  type: z.literal("expander"),
  title: required(200),
  open: z.boolean().default(true),
  blocks: z.array(leafBlockSchema).min(1).max(50),
});

export const blockSchema = z.discriminatedUnion("type", [
  ...leafBlockSchema.options,
  columnsBlockSchema,
  expanderBlockSchema,
]);
export type ContentBlock = z.infer<typeof blockSchema>;
export type ContentBlockType = ContentBlock["type"];
export type BlockOf<T extends ContentBlockType> = Extract<ContentBlock, { type: T }>;

/** spec: reviews-and-provider-page §2, the page layouts. */
export const pageLayoutSchema = z.discriminatedUnion("kind", [
  /** One column. */
  z.strictObject({ kind: z.literal("single") }),
  /** Two columns with a left rail of blocks that collapses behind a button on phones. */
  z.strictObject({ kind: z.literal("leftRail"), railTitle: required(100), rail: z.array(leafBlockSchema).max(30) }),
  /** A side rail of call-to-action links above the page's inquiry form. */
  z.strictObject({
    kind: z.literal("sideRail"),
    links: z.array(ctaButtonSchema).max(12),
    inquiryForm: z.boolean().default(true),
  }),
  /** Main content and a sidebar of blocks, the sidebar left or right. */
  z.strictObject({
    kind: z.literal("sidebar"),
    side: z.enum(["left", "right"]).default("right"),
    sidebar: z.array(leafBlockSchema).max(30),
  }),
  /** Main content with the table of its headings above it (horizontal) or beside it (vertical). */
  z.strictObject({ kind: z.literal("tableOfContents"), orientation: z.enum(["horizontal", "vertical"]) }),
]);
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/** A content page as stored in D1 and sent to `PUT /admin/pages/{path}`. */
export const contentPageSchema = z.strictObject({
  title: required(200),
  /** The meta description. */
  description: required(300),
  layout: pageLayoutSchema.default({ kind: "single" }),
  /** A lead paragraph under the title. */
  intro: text(2000).default(""),
  blocks: z.array(blockSchema).max(200),
  /** Brands that serve the page; empty means every brand. */
  brands: z
    .array(z.enum(["carefind", "seniorhousing", "default"]))
    .max(3)
    .default([]),
  noindex: z.boolean().default(false),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export type ContentPageInput = z.input<typeof contentPageSchema>;
