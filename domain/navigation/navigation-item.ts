/**
 * A navigation item as the header, the drawer and editors' navigation data describe it
 * (spec lead-capture-and-chrome §3 'Navigation item': type, text, link.url, icon, visibility,
 * children, inquiryForm; §2 'Navigation item types'). zod/mini, so that a browser bundle that
 * ever parses navigation stays small; the menu itself only needs the types.
 */
import * as z from "zod/mini";

/** spec: lead-capture-and-chrome §2, 'Navigation item types: search, predictive_search, jump_links, whoAreYouSearchingFor, button, link'. */
export const NAVIGATION_ITEM_TYPES = [
  "search",
  "predictive_search",
  "jump_links",
  "whoAreYouSearchingFor",
  "button",
  "link",
] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

/** Where an item shows: everywhere, or only on one kind of device (spec §1, 'hidden by device'). */
const NAVIGATION_VISIBILITIES = ["all", "mobile", "desktop"] as const;
export type NavigationVisibility = (typeof NAVIGATION_VISIBILITIES)[number];

/** The inquiry a 'button' item opens (spec §3 'Inquiry form configuration', the parts a menu names). */
export interface NavigationInquiryForm {
  title: string;
  ctaText: string;
  ctaAction: "display-cost-data" | "request-info" | "schedule-tour";
}

export interface NavigationItem {
  type: NavigationItemType;
  text: string;
  link?: { url: string };
  icon?: string;
  visibility: NavigationVisibility;
  children?: NavigationItem[];
  inquiryForm?: NavigationInquiryForm;
}

/** A site path (`/about/`) or an https address: never `javascript:` or a protocol-relative host. */
const navigationUrlSchema = z.string().check(z.maxLength(2048), z.regex(/^(\/(?!\/)|https:\/\/)[^\s<>"]*$/));

const inquiryFormSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  ctaText: z.string().check(z.minLength(1), z.maxLength(100)),
  ctaAction: z.enum(["display-cost-data", "request-info", "schedule-tour"]),
});

export const navigationItemSchema = z.object({
  type: z.enum(NAVIGATION_ITEM_TYPES),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  link: z.optional(z.object({ url: navigationUrlSchema })),
  icon: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/))),
  visibility: z._default(z.enum(NAVIGATION_VISIBILITIES), "all"),
  get children(): z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniType<NavigationItem>>> {
    return z.optional(z.array(navigationItemSchema).check(z.maxLength(40)));
  },
  inquiryForm: z.optional(inquiryFormSchema),
});

/** The path of the first 'link' item that leads nowhere (no url and no children), or null. */
function linkLeadingNowhere(items: readonly NavigationItem[], path: (string | number)[]): (string | number)[] | null {
  for (const [index, item] of items.entries()) {
    if (item.type === "link" && !item.link && !item.children?.length) return [...path, index, "link", "url"];
    const inner = linkLeadingNowhere(item.children ?? [], [...path, index, "children"]);
    if (inner) return inner;
  }
  return null;
}

/** A whole menu: the top-level items in order. A link leads somewhere: to its url, or (a menu heading) to its children. */
export const navigationSchema = z.array(navigationItemSchema).check(
  z.maxLength(20),
  z.superRefine((items, context) => {
    const path = linkLeadingNowhere(items, []);
    if (path)
      context.addIssue({ code: "custom", message: "a link item needs link.url or children", path, input: items });
  }),
);

/** Reads navigation data from outside (an editor's JSON): the items, or the zod error naming the field. */
export function parseNavigation(input: unknown) {
  return navigationSchema.safeParse(input);
}
