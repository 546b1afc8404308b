/**
 * What each award is, in a few honest sentences, for the top of its winners page. The rules
 * named are the ones the directory's awards are given by.
 */
import { CARING_STARS_NAME, CARING_STARS_PATH, HOME_CARE_PULSE_YEAR } from "../../domain/awards/awards.ts";

export function CaringStarsAbout({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        {CARING_STARS_NAME} is {siteName}'s yearly award for senior living communities and care providers that families
        rate highly. A provider wins for a year when it has at least ten approved reviews written before that year
        began, averaging 4.5 stars or more.
      </p>
      <p>
        Winners show the award, with the years they won, on their page. Choose a year to see its winners; each name
        leads to the provider's page and its reviews.
      </p>
    </>
  );
}

export function HomeCarePulseAbout({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        Home Care Pulse is an independent company that surveys the clients and caregivers of home care agencies.
        Agencies that take part can earn its badges: Provider of Choice, Employer of Choice, Leader in Experience and
        Home Care Pulse Certified. {siteName} shows the {HOME_CARE_PULSE_YEAR} badges only.
      </p>
      <p>
        Choose a badge to see the agencies listed on {siteName} that hold it; each name leads to the agency's page. The
        best-reviewed providers of all kinds are on the <a href={CARING_STARS_PATH}>{CARING_STARS_NAME}</a> page.
      </p>
    </>
  );
}
