/**
 * A reviewer's relationship to the provider (the review's 'title'), by form type, and the
 * groups the review filters show. spec: reviews-and-provider-page §5. What each is called in
 * a language is in the catalogue (`t.reviews.relationships`, `t.reviews.list.groups`).
 */

const RELATIONSHIPS = [
  { value: "visited", group: "Visitors/tour takers" },
  { value: "resident", group: "Senior residents" },
  { value: "friend-or-relative", group: "Family/friends of residents" },
  { value: "current-client", group: "Current clients" },
  { value: "past-client", group: "Past clients" },
  { value: "employee", group: "Other" },
  { value: "other", group: "Other" },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]["value"];

/** spec: reviews-and-provider-page §5, the choices each review form offers. */
export const RELATIONSHIPS_BY_FORM = {
  SENIOR_LIVING: ["visited", "resident", "friend-or-relative", "employee", "other"],
  SENIOR_CARE: ["current-client", "past-client", "employee", "other"],
  GENERIC: ["visited", "resident", "friend-or-relative", "current-client", "past-client", "employee", "other"],
} as const satisfies Record<string, readonly Relationship[]>;

/**
 * spec: reviews-and-provider-page §5, the relationship groups the review filters offer, in
 * their order. 'Prospective clients' has no relationship of its own among the forms' choices,
 * so no review falls in it until one does.
 */
export const REVIEW_RELATIONSHIP_GROUPS = [
  "Senior residents",
  "Family/friends of residents",
  "Visitors/tour takers",
  "Current clients",
  "Past clients",
  "Prospective clients",
  "Other",
] as const;
export type ReviewRelationshipGroup = (typeof REVIEW_RELATIONSHIP_GROUPS)[number];

/** A relationship's words in one language, by its value. */
export type RelationshipLabels = Readonly<Record<Relationship, string>>;

/** The words a review card shows for a relationship ('I am a resident'); an unknown value as stored. */
export function relationshipLabel(value: string, labels: RelationshipLabels): string {
  const known = RELATIONSHIP_VALUES.find((relationship) => relationship === value);
  return known ? labels[known] : value;
}

/** The filter group a relationship falls in; a value no form offers is 'Other'. */
export function relationshipGroup(value: string): ReviewRelationshipGroup {
  return RELATIONSHIPS.find((relationship) => relationship.value === value)?.group ?? "Other";
}

/** The relationships a filter group stands for. */
export function relationshipsInGroup(group: ReviewRelationshipGroup): Relationship[] {
  return RELATIONSHIPS.filter((relationship) => relationship.group === group).map((relationship) => relationship.value);
}

/** Every relationship a form offers; a stored value outside them reads as 'Other'. */
export const RELATIONSHIP_VALUES: readonly Relationship[] = RELATIONSHIPS.map((relationship) => relationship.value);

/**
 * The relationship's words as the spec writes them (reviews-and-provider-page §5): what a client
 * written from the spec sends as the review's `title`.
 */
const SPEC_WORDS: Readonly<Record<string, Relationship>> = {
  visited: "visited",
  resident: "resident",
  "friend or relative of a resident": "friend-or-relative",
  "current client": "current-client",
  "past client": "past-client",
  employee: "employee",
  other: "other",
};

/**
 * The relationship a review's `title` names: its code ('friend-or-relative'), the spec's words
 * ('friend or relative of a resident') or the form's label in one of `labels`, in any letter
 * case and spacing; null for anything else.
 */
export function relationshipFromText(text: string, labels: readonly RelationshipLabels[] = []): Relationship | null {
  const key = text.trim().replace(/\s+/g, " ").toLowerCase();
  const code = RELATIONSHIP_VALUES.find((value) => value === key);
  if (code) return code;
  return (
    SPEC_WORDS[key] ??
    RELATIONSHIP_VALUES.find((value) => labels.some((words) => words[value].toLowerCase() === key)) ??
    null
  );
}
