/**
 * How every public read of reviews selects a review as the site reads it (domain/reviews/
 * review-read.ts): its columns, its care type's label, and its latest published response;
 * a response still waiting for moderation, rejected or withdrawn is never read. The review
 * itself is `r`; the caller keeps to approved reviews in its WHERE clause.
 */
import type { Language } from "../../domain/i18n/languages.ts";
import type { ReviewRead } from "../../domain/reviews/review-read.ts";

/** The review's columns, with its published response (null columns when none). */
export const REVIEW_READ_COLUMNS = `r.id, r.author_name, r.content, r.language, r.created_at, r.rating_overall,
  r.relationship, coalesce(rct.label, '') AS service_category_name,
  rr.author_name AS response_author_name, rr.author_title AS response_author_title,
  rr.content AS response_content, rr.language AS response_language, rr.created_at AS response_created_at`;

/** The joins REVIEW_READ_COLUMNS reads: the review's care type and its latest published response. */
export const REVIEW_READ_JOINS = `LEFT JOIN care_types rct ON rct.id = r.care_type_id
  LEFT JOIN review_responses rr ON rr.id = (SELECT latest.id FROM review_responses latest
    WHERE latest.review_id = r.id AND latest.status = 'published' ORDER BY latest.created_at DESC, latest.id DESC LIMIT 1)`;

export interface ReviewReadRow {
  id: number;
  author_name: string;
  content: string;
  language: Language;
  created_at: string;
  rating_overall: number;
  relationship: string;
  service_category_name: string;
  response_author_name: string | null;
  response_author_title: string | null;
  response_content: string | null;
  response_language: Language | null;
  response_created_at: string | null;
}

/** A row of REVIEW_READ_COLUMNS as the site reads it. */
export function reviewReadFromRow(row: ReviewReadRow): ReviewRead {
  return {
    id: row.id,
    authorName: row.author_name,
    content: row.content,
    language: row.language,
    createdAt: row.created_at,
    rating: row.rating_overall,
    title: row.relationship,
    serviceCategoryName: row.service_category_name,
    providerResponse:
      row.response_content === null
        ? null
        : {
            authorName: row.response_author_name ?? "",
            authorTitle: row.response_author_title ?? "",
            content: row.response_content,
            language: row.response_language ?? "en",
            createdAt: row.response_created_at ?? "",
          },
  };
}
