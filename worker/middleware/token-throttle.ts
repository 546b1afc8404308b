/**
 * Throttles guessing a secret token (the admin token, the partner token). Failed checks are
 * counted per visitor address (IPv4 whole, IPv6 by /64) and per token; after 10 in a sliding
 * minute, every check from that address answers 'throttled', a correct token's as well, until
 * the window slides on, so whether a guess was right shows neither in a 403 nor in a 200. A
 * correct token is never counted as a failure.
 *
 * The token is compared first, in constant time; then one statement counts the failure (a
 * wrong token) or checks the count without adding to it (a right one). Counting is atomic, so
 * wrong guesses sent at once cannot all pass before any is counted: ten answer 'invalid' and the
 * rest 'throttled'. A right token sent among them is judged by where its check falls among the
 * counted failures, so a burst still gets about ten guesses judged. Both run the same statement,
 * so a right token and a wrong one take as long.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "./client-address.ts";
import { consumeRateLimit, peekRateLimit, type RateLimit } from "./rate-limit-store.ts";
import { tokensMatch } from "./tokens.ts";

/** Failed checks per address and token in a sliding minute: room for an operator's typos, none for guessing. */
const FAILED_TOKEN_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };

/** Which secret is checked: each is throttled on its own. */
type TokenScope = "admin" | "partner";

export type TokenCheck =
  | { outcome: "valid" }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterSeconds: number };

/**
 * Checks a presented token against the expected one (an empty expected token matches
 * nothing), under the address's throttle. When throttled it sets Retry-After on the answer.
 */
export async function checkToken(
  c: Context<AppEnv>,
  scope: TokenScope,
  presented: string,
  expected: string,
): Promise<TokenCheck> {
  const valid = await tokensMatch(presented, expected);
  const key = `token-failures:${scope}:${addressKey(visitorIp(c))}`;
  const limit = valid
    ? await peekRateLimit(c.env.DB, key, FAILED_TOKEN_LIMIT)
    : await consumeRateLimit(c.env.DB, key, FAILED_TOKEN_LIMIT);
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return { outcome: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
  }
  return { outcome: valid ? "valid" : "invalid" };
}
