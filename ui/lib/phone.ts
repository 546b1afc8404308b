/** Phone number helpers shared by the server and the browser. */

/** The `tel:` href for a US number: digits only with the +1 country code. spec: reviews-and-provider-page §5. */
export function telHref(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return `tel:+1${digits}`;
}
