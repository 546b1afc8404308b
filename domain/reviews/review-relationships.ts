/**
 * A reviewer's relationship to the provider (the review's 'title'), by form type, and the
 * groups the review filters show. spec: reviews-and-provider-page §5.
 */

const RELATIONSHIPS = [
  { value: "visited", label: "I visited this community", group: "Visitors/tour takers" },
  { value: "resident", label: "I am a resident", group: "Senior residents" },
  { value: "friend-or-relative", label: "Friend or relative of a resident", group: "Family/friends of residents" },
  { value: "current-client", label: "Current client", group: "Current clients" },
  { value: "past-client", label: "Past client", group: "Past clients" },
  { value: "employee", label: "Employee", group: "Other" },
  { value: "other", label: "Other", group: "Other" },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]["value"];

/** spec: reviews-and-provider-page §5, the choices each review form offers. */
export const RELATIONSHIPS_BY_FORM = {
  SENIOR_LIVING: ["visited", "resident", "friend-or-relative", "employee", "other"],
  SENIOR_CARE: ["current-client", "past-client", "employee", "other"],
  GENERIC: ["visited", "resident", "friend-or-relative", "current-client", "past-client", "employee", "other"],
} as const satisfies Record<string, readonly Relationship[]>;

/** The label a relationship reads as ('I am a resident'); an unknown value reads as itself. */
export function relationshipLabel(value: string): string {
  return RELATIONSHIPS.find((relationship) => relationship.value === value)?.label ?? value;
}
