/**
 * GET /bestseniorliving/ (Caring Stars winners by year) and GET
 * /bestseniorliving/home-care-pulse-awards/ (2025 Home Care Pulse badge holders by badge): the
 * pages the provider page's award badges link to (spec reviews-and-provider-page §2, §9). The
 * query chooses the group (`year`, `badge`) and the `page` of 100; a value that is not one of
 * them answers 400 with the page saying which one was wrong.
 */
import { type Context, Hono } from "hono";
import type { ReactNode } from "react";
import { z } from "zod";
import {
  CARING_STARS_NAME,
  CARING_STARS_PATH,
  CARING_STARS_ROLL_UP_PAGES,
  HOME_CARE_PULSE_BADGES,
  HOME_CARE_PULSE_PATH,
  HOME_CARE_PULSE_YEAR,
} from "../../domain/awards/awards.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import { type AwardGroupLink, AwardWinnersPage } from "../../ui/awards/AwardWinnersPage.tsx";
import { CaringStarsAbout, HomeCarePulseAbout } from "../../ui/awards/award-texts.tsx";
import type { AppEnv } from "../env.ts";
import { brandOrigin, languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import {
  type AwardGroupCount,
  awardWinners,
  caringStarsRollUpCounts,
  caringStarsYearCounts,
  homeCarePulseBadgeCounts,
} from "./award-queries.ts";

/** Winners on one page of a list. */
const WINNERS_PER_PAGE = 100;

const pageSchema = z.coerce.number().int().min(1).max(100_000).optional();

const caringStarsQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  page: pageSchema,
});

const homeCarePulseQuerySchema = z.object({ badge: z.string().optional(), page: pageSchema });

/** What one award page lists: its groups, which one the address chose, and how to name them. */
interface AwardListing<Key> {
  path: string;
  title: string;
  description: string;
  about: ReactNode;
  groupsLabel: string;
  groupParam: "year" | "badge";
  groups: AwardGroupCount<Key>[];
  /** The group's value in the address. */
  slug: (key: Key) => string;
  label: (key: Key) => string;
  heading: (key: Key) => string;
  award: (key: Key) => {
    kind: "caring_stars" | "home_care_pulse";
    name: string;
    year: number;
    rollUpType?: "senior-living" | "senior-care";
  };
  /** Links to the award's other pages (the Caring Stars pages by kind of care), with their counts. */
  related?: { label: string; links: AwardGroupLink[] };
}

function href(path: string, param: string, slug: string | null, page: number): string {
  const query = new URLSearchParams();
  if (slug !== null) query.set(param, slug);
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

async function renderAwardPage<Key>(
  c: Context<AppEnv>,
  listing: AwardListing<Key>,
  asked: { slug: string | undefined; page: number | undefined } | { problem: string },
): Promise<Response> {
  const first = listing.groups[0];
  // The first group's list is the page's own address; the others add their group.
  const groupSlug = (key: Key) => (first && key === first.key ? null : listing.slug(key));
  const { t } = languageOf(c);
  const problems = t.awards.problems;
  let problem = "problem" in asked ? asked.problem : null;
  const chosen =
    "problem" in asked
      ? undefined
      : asked.slug === undefined
        ? first
        : listing.groups.find((group) => listing.slug(group.key) === asked.slug);
  if (!problem && !chosen && "slug" in asked && asked.slug !== undefined) {
    problem = problems.notListed(problems[listing.groupParam], asked.slug);
  }
  const pages = chosen ? Math.max(1, Math.ceil(chosen.count / WINNERS_PER_PAGE)) : 1;
  const page = "problem" in asked ? 1 : (asked.page ?? 1);
  if (!problem && page > pages) problem = problems.pastLast(page, pages);

  const shown = problem ? undefined : chosen;
  const winners = shown
    ? await awardWinners(c.env.DB, listing.award(shown.key), {
        offset: (page - 1) * WINNERS_PER_PAGE,
        limit: WINNERS_PER_PAGE,
      })
    : [];
  const pageHref = (key: Key, number: number) => href(listing.path, listing.groupParam, groupSlug(key), number);
  return renderPage(c, {
    ...(problem ? { status: 400 as const, noindex: true } : {}),
    title: shown && page > 1 ? t.awards.titlePage(listing.title, page) : listing.title,
    description: listing.description,
    canonicalPath: shown ? pageHref(shown.key, page) : listing.path,
    canonicalOrigin: brandOrigin(c),
    body: (
      <AwardWinnersPage
        chrome={siteChrome(c)}
        title={listing.title}
        about={listing.about}
        groupsLabel={listing.groupsLabel}
        groups={listing.groups.map((group) => ({
          label: listing.label(group.key),
          href: pageHref(group.key, 1),
          count: group.count,
          current: group.key === shown?.key,
        }))}
        listing={
          shown
            ? {
                heading: listing.heading(shown.key),
                total: shown.count,
                winners,
                page,
                pages,
                previousHref: page > 1 ? pageHref(shown.key, page - 1) : null,
                nextHref: page < pages ? pageHref(shown.key, page + 1) : null,
              }
            : null
        }
        problem={problem}
        related={listing.related ?? null}
      />
    ),
  });
}

/**
 * spec: lead-capture-and-chrome §2, the Caring Stars pages by kind of care (senior living,
 * senior care), with how many awards each holds; the current one marked.
 */
async function caringStarsRelated(
  c: Context<AppEnv>,
  current: string | null,
): Promise<{ label: string; links: AwardGroupLink[] }> {
  const counts = await caringStarsRollUpCounts(c.env.DB);
  const words = languageOf(c).t.awards;
  return {
    label: words.caringStars.related(CARING_STARS_NAME),
    links: [
      ...(current === null
        ? []
        : [
            {
              label: words.caringStars.allWinners,
              href: CARING_STARS_PATH,
              count: counts.reduce((sum, row) => sum + row.count, 0),
              current: false,
            },
          ]),
      ...CARING_STARS_ROLL_UP_PAGES.map((page) => ({
        label: words.rollUps[page.rollUpType].label,
        href: page.path,
        count: counts.find((row) => row.key === page.rollUpType)?.count ?? 0,
        current: page.path === current,
      })),
    ],
  };
}

/** The first field a query failed on, in words. */
function queryProblem(c: Context<AppEnv>, error: z.ZodError): string {
  const problems = languageOf(c).t.awards.problems;
  const field = String(error.issues[0]?.path[0] ?? "query");
  if (field === "page") return problems.invalidPage;
  return problems.invalid(field === "year" ? problems.year : field);
}

/** GET /bestseniorliving/caring-stars-senior-living/ and /caring-stars-senior-care/: one roll-up type's winners, by year. */
let caringStarsByRollUp = new Hono<AppEnv>();
for (const rollUp of CARING_STARS_ROLL_UP_PAGES) {
  caringStarsByRollUp = caringStarsByRollUp
    .get(rollUp.path.slice(0, -1), (c) => c.redirect(`${rollUp.path}${new URL(c.req.url).search}`, 301))
    .get(rollUp.path, async (c) => {
      const parsed = caringStarsQuerySchema.safeParse(c.req.query());
      const siteName = c.get("brand").siteName;
      const words = languageOf(c).t.awards.rollUps[rollUp.rollUpType];
      return renderAwardPage(
        c,
        {
          path: rollUp.path,
          title: words.title(CARING_STARS_NAME),
          description: words.description(CARING_STARS_NAME, siteName),
          about: <CaringStarsAbout siteName={siteName} />,
          groupsLabel: words.yearsLabel(CARING_STARS_NAME),
          groupParam: "year",
          groups: await caringStarsYearCounts(c.env.DB, rollUp.rollUpType),
          slug: String,
          label: String,
          heading: (year) => words.heading(CARING_STARS_NAME, year),
          award: (year) => ({ kind: "caring_stars", name: CARING_STARS_NAME, year, rollUpType: rollUp.rollUpType }),
          related: await caringStarsRelated(c, rollUp.path),
        },
        parsed.success
          ? { slug: parsed.data.year === undefined ? undefined : String(parsed.data.year), page: parsed.data.page }
          : { problem: queryProblem(c, parsed.error) },
      );
    });
}

export const awardPages = new Hono<AppEnv>()
  .route("/", caringStarsByRollUp)
  .get(CARING_STARS_PATH.slice(0, -1), (c) => c.redirect(`${CARING_STARS_PATH}${new URL(c.req.url).search}`, 301))
  .get(HOME_CARE_PULSE_PATH.slice(0, -1), (c) => c.redirect(`${HOME_CARE_PULSE_PATH}${new URL(c.req.url).search}`, 301))
  .get(CARING_STARS_PATH, async (c) => {
    const parsed = caringStarsQuerySchema.safeParse(c.req.query());
    const siteName = c.get("brand").siteName;
    const words = languageOf(c).t.awards.caringStars;
    return renderAwardPage(
      c,
      {
        path: CARING_STARS_PATH,
        title: words.title(CARING_STARS_NAME),
        description: words.description(CARING_STARS_NAME, siteName),
        about: <CaringStarsAbout siteName={siteName} />,
        groupsLabel: words.yearsLabel(CARING_STARS_NAME),
        groupParam: "year",
        groups: await caringStarsYearCounts(c.env.DB),
        slug: String,
        label: String,
        heading: (year) => words.heading(CARING_STARS_NAME, year),
        award: (year) => ({ kind: "caring_stars", name: CARING_STARS_NAME, year }),
        related: await caringStarsRelated(c, null),
      },
      parsed.success
        ? { slug: parsed.data.year === undefined ? undefined : String(parsed.data.year), page: parsed.data.page }
        : { problem: queryProblem(c, parsed.error) },
    );
  })
  .get(HOME_CARE_PULSE_PATH, async (c) => {
    const parsed = homeCarePulseQuerySchema.safeParse(c.req.query());
    const counts = await homeCarePulseBadgeCounts(c.env.DB);
    // The badges in the spec's order, each that someone holds.
    const groups = HOME_CARE_PULSE_BADGES.flatMap((name) => counts.filter((count) => count.key === name));
    const words = languageOf(c).t.awards.homeCarePulse;
    return renderAwardPage(
      c,
      {
        path: HOME_CARE_PULSE_PATH,
        title: words.title(HOME_CARE_PULSE_YEAR),
        description: words.description(HOME_CARE_PULSE_YEAR),
        about: <HomeCarePulseAbout siteName={c.get("brand").siteName} />,
        groupsLabel: words.groupsLabel,
        groupParam: "badge",
        groups,
        slug: (name) => urlName(name),
        label: (name) => name,
        heading: (name) => `${name} ${HOME_CARE_PULSE_YEAR}`,
        award: (name) => ({ kind: "home_care_pulse", name, year: HOME_CARE_PULSE_YEAR }),
      },
      parsed.success ? { slug: parsed.data.badge, page: parsed.data.page } : { problem: queryProblem(c, parsed.error) },
    );
  });
