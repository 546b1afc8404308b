/**
 * Compares a presented secret with the expected one in constant time: both are hashed to
 * SHA-256 first, so neither the length nor the first differing byte shows in the timing.
 */
export async function tokensMatch(presented: string, expected: string): Promise<boolean> {
  if (expected.length === 0) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
