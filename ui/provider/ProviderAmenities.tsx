/**
 * A provider's amenities (spec reviews-and-provider-page §2, §4, §9): the badge amenities
 * (Wi-Fi, Pet Friendly, Mobility Assistance, Transportation Services) as links to the offering
 * listing, then every amenity grouped by its category. Plain links and lists: nothing here
 * needs script.
 */
import { useLanguage } from "../i18n/page-language.tsx";
import { amenityBadges, groupAmenities, OFFERING_LISTING_ID } from "./offerings.ts";

interface AmenitiesProps {
  amenities: readonly {
    amenityId: number;
    amenityName: string;
    amenityCategoryId: number;
    amenityCategoryName: string;
  }[];
}

export function ProviderAmenities({ amenities }: AmenitiesProps) {
  const { t, language } = useLanguage();
  const words = t.provider.offerings;
  const badges = amenityBadges(amenities, words.badges);
  const groups = groupAmenities(amenities, words.categories, language);
  // The amenities' names are the directory's English data.
  const lang = language === "es" ? "en" : undefined;
  if (groups.length === 0) return <p>{words.noAmenities}</p>;
  return (
    <>
      {badges.length > 0 ? (
        <ul className="amenity-badges" aria-label={words.highlights}>
          {badges.map((badge) => (
            <li key={badge.amenityId}>
              <a className="amenity-badge" href={`#${OFFERING_LISTING_ID}`}>
                {badge.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="provider-amenities">
        {groups.map((group) => (
          <div key={group.category}>
            <h3>{group.category}</h3>
            <ul>
              {group.names.map((name) => (
                <li key={name} lang={lang}>
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
