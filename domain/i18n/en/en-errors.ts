/**
 * What the Worker answers about a request it cannot take, in English: a field that fails its
 * schema (worker/middleware/validate.ts), a body of the wrong kind or size, a post from another
 * site (worker/middleware/csrf.ts) and a failure on our side.
 */
export const errors = {
  /**
   * The 400 answer's `error`: what part of the request was wrong, then the first problem as
   * `field: message`. One text per part a route validates (Hono's validation targets).
   */
  invalid: {
    query: (problem: string) => `Invalid query: ${problem}`,
    json: (problem: string) => `Invalid body: ${problem}`,
    form: (problem: string) => `Invalid form: ${problem}`,
    param: (problem: string) => `Invalid param: ${problem}`,
    header: (problem: string) => `Invalid header: ${problem}`,
    cookie: (problem: string) => `Invalid cookie: ${problem}`,
  },
  /** The problem the summary names when the schema reported none. */
  noProblem: "invalid",
  /** A field the schema does not know. */
  unknownField: "Unknown field",
  /** 415: a JSON route sent something else. */
  notJson: "Send the body as JSON, with Content-Type: application/json",
  /** 403: a post that did not come from one of our pages. */
  crossSitePost: "This request came from another site. Please send it from the form on our own site.",
  /** 413: a body over the limit every route shares. */
  bodyTooLarge: (kilobytes: number) => `The request body is over the ${kilobytes} KB limit`,
  /** A 4xx of Hono's own that says nothing more. */
  badRequest: "Bad request",
  /** 500 on a JSON route. */
  failed: "Something went wrong on our side",
};
