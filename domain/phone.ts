/** Phone number helpers shared by the server and the browser. */

/** The `tel:` href for a US number: digits only with the +1 country code. spec: reviews-and-provider-page §5. */
export function telHref(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return `tel:+1${digits}`;
}

/** The digits of a US number as typed: non-digits dropped, a leading 1 of 11 digits dropped, at most 10. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  return (digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * Masks a phone number to (###) ###-#### as it is typed: '512555' reads '(512) 555'.
 * spec: lead-capture-and-chrome §5 and §9, mask (999) 999-9999, leading 1 dropped from 11 digits.
 */
export function maskPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** spec: lead-capture-and-chrome §5, the form a valid phone number takes. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
