/**
 * A content page with the blocks the renderer draws itself (and an FAQ, for its FAQPage data), for the worker and browser
 * tests: what each block shows is known, so a test can look for it.
 */
import type { ContentPageInput } from "../../domain/content/content-blocks.ts";

export const EVERY_BLOCK_PAGE: ContentPageInput = {
  title: "Paying for senior living",
  description: "How families pay for assisted living, memory care and home care.",
  intro: "Most families combine savings, benefits and insurance.",
  blocks: [
    { type: "heading", text: "Where the money comes from", level: 2 },
    {
      type: "richText",
      content: [
        {
          kind: "paragraph",
          children: [
            "Start with ",
            { text: "your savings", bold: true },
            ", then ",
            { text: "benefits", italic: true },
            ". See ",
            { text: "our cost guide", href: "/guides/costs.html" },
            " or ",
            { text: "Medicare", href: "https://www.medicare.gov/" },
            ".",
          ],
        },
        { kind: "bulletList", items: [["Pensions"], ["Long-term care insurance"]] },
        { kind: "numberedList", items: [["Ask"], ["Compare"]] },
        { kind: "subheading", text: "Where the money comes from" },
      ],
    },
    { type: "text", title: "A plain note", text: "First paragraph.\n\nSecond paragraph." },
    { type: "text", title: "", text: "" },
    {
      type: "imageWithText",
      image: { url: "/images/placeholders/placeholder-1.svg", alt: "A sunny common room", width: 640, height: 480 },
      title: "Life in the community",
      content: [{ kind: "paragraph", children: ["Meals, outings and care on site."] }],
      imageSide: "right",
    },
    {
      type: "table",
      title: "Monthly costs",
      caption: "Median monthly cost by care type",
      json: '{"data":[{"Care type":"Assisted living","Cost":"$4,500"},{"Care type":"Memory care","Cost":"$5,900"}]}',
    },
    {
      type: "barChart",
      title: "Cost by state",
      json: '{"data":[{"label":"Texas","value":4200},{"label":"Minnesota","value":5100}]}',
      valueFormat: "usd",
    },
    { type: "video", title: "A tour of a community", url: "https://www.youtube-nocookie.com/embed/abc123" },
    { type: "video", title: "Our founder's story", url: "https://videos.example.org/watch/1" },
    {
      type: "collapsibleText",
      title: "About memory care",
      text: `${"Memory care communities look after people living with dementia. ".repeat(6)}The end of the story.`,
    },
    {
      type: "columns",
      columns: [
        [{ type: "text", title: "Left column", text: "On the left." }],
        [],
        [{ type: "heading", text: "Right column", level: 3 }],
      ],
    },
    {
      type: "expander",
      title: "What does Medicaid cover?",
      open: true,
      blocks: [{ type: "text", text: "Medicaid covers care in many states." }],
    },
    { type: "testimonial", quote: "They found us a place in a week.", author: "Maria G.", role: "Daughter", rating: 5 },
    {
      type: "ctaList",
      title: "Talk to us",
      buttons: [
        { text: "Call an advisor", linkType: "tel", url: "(512) 555-0100" },
        { text: "Text us", linkType: "sms", url: "1-512-555-0101" },
        { text: "Email us", linkType: "mailto", url: "help@example.com" },
        { text: "Browse assisted living", url: "/assisted-living" },
        { text: "Broken link", linkType: "tel", url: "12" },
      ],
    },
    { type: "ctaButton", button: { text: "Get pricing", action: "openInquiry" } },
    { type: "ctaButton", button: { text: "Write a review", action: "openReviewModal" } },
    {
      type: "faq",
      title: "Questions about paying",
      items: [
        { question: "Does Medicare pay for assisted living?", answer: "No: Medicare does not pay for room and board." },
      ],
    },
    {
      type: "relatedArticles",
      title: "Read next",
      articles: [
        { title: "What assisted living costs", url: "/guides/costs.html", description: "Fees, and what they cover." },
        { title: "Medicare coverage", url: "https://www.medicare.gov/coverage" },
        { title: "A link that cannot be read", url: "https://[broken" },
      ],
    },
    {
      type: "carousel",
      title: "This month's highlights",
      slides: [
        {
          title: "Tour three communities",
          promotionText: "Compare them side by side before you choose.",
          link: { text: "Start comparing", url: "/senior-living/assisted-living" },
        },
        {
          title: "Ask about respite stays",
          promotionText: "Many communities offer short stays while a caregiver rests.",
          background: { kind: "overlay", image: { url: "/images/content/front-porch-welcome.svg", alt: "" } },
        },
        {
          title: "Bring the checklist",
          background: { kind: "color", color: "brand" },
          link: { text: "Medicare's guide", url: "https://www.medicare.gov/" },
        },
      ],
    },
    { type: "stateLicense", text: "Assisted Living State License; Home Health / assisted living & Hospice, hospice" },
    { type: "text", title: "Phones only", text: "Shown below 768 px.", visibility: "mobile" },
    { type: "text", title: "Desktops only", text: "Shown from 768 px.", visibility: "desktop" },
  ],
};
