/**
 * Compares a presented secret with the expected one in constant time, with workerd's
 * `crypto.subtle.timingSafeEqual`. It needs equal lengths, so both are hashed to SHA-256 first:
 * neither the secret's length nor the first differing byte shows in the timing.
 */
export async function tokensMatch(presented: string, expected: string): Promise<boolean> {
  if (expected.length === 0) return false;
  const encoder = new TextEncoder();
  const [left, right] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(left, right);
}
