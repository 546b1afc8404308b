/**
 * A provider's amenities (spec reviews-and-provider-page §2, §4, §9): the badge amenities
 * (Wi-Fi, Pet Friendly, Mobility Assistance, Transportation Services) as links to the offering
 * listing, then every amenity grouped by its category. Plain links and lists: nothing here
 * needs script.
 */
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
  const badges = amenityBadges(amenities);
  const groups = groupAmenities(amenities);
  if (groups.length === 0) return <p>This provider has not listed its amenities yet.</p>;
  return (
    <>
      {badges.length > 0 ? (
        <ul className="amenity-badges" aria-label="Highlights">
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
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
