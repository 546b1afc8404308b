/**
 * Zod schemas for the kinds of field the federal files share: CCNs, state codes, ZIP codes,
 * phone numbers, coordinates, counts, decimals and star ratings. Each turns the raw text into a
 * typed value or fails with a short reason fit for a `line N: reason` report.
 */
import { z } from "zod";

/** How the files write "no value": an empty cell, '.', '-', 'N/A' or 'Not Available'. */
const MISSING = new Set(["", ".", "-", "n/a", "na", "not available"]);

function isMissing(text: string): boolean {
  return MISSING.has(text.trim().toLowerCase());
}

/** Trimmed text; missing markers become ''. */
export const text = z.string().transform((value) => (isMissing(value) ? "" : value.trim()));

/** Trimmed text that must be present. */
export const requiredText = z.string().transform((value, ctx) => {
  if (isMissing(value)) {
    ctx.addIssue({ code: "custom", message: "is missing" });
    return z.NEVER;
  }
  return value.trim();
});

/** A CMS Certification Number: six letters or digits, upper-cased ('015009', '01A193'). */
export const ccn = z.string().transform((value, ctx) => {
  const trimmed = value.trim().toUpperCase();
  if (isMissing(trimmed)) {
    ctx.addIssue({ code: "custom", message: "is missing" });
    return z.NEVER;
  }
  if (!/^[0-9A-Z]{6}$/.test(trimmed)) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a CMS Certification Number` });
    return z.NEVER;
  }
  return trimmed;
});

/** A two-letter state code, upper-cased. Whether the directory knows it is the mapping's call. */
export const stateCode = z.string().transform((value, ctx) => {
  const trimmed = value.trim().toUpperCase();
  if (isMissing(trimmed)) {
    ctx.addIssue({ code: "custom", message: "is missing" });
    return z.NEVER;
  }
  if (!/^[A-Z]{2}$/.test(trimmed)) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a state code` });
    return z.NEVER;
  }
  return trimmed;
});

/**
 * A five-digit ZIP code. The files store ZIP codes as numbers, so New England's lose their
 * leading zeros ('6611' is 06611): they are padded back. A ZIP+4 keeps its first five digits.
 */
export const zipCode = z.string().transform((value, ctx) => {
  const match = /^(\d{3,5})(?:-\d{4})?$/.exec(value.trim());
  if (!match) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a ZIP code` });
    return z.NEVER;
  }
  return (match[1] as string).padStart(5, "0");
});

/**
 * A US phone number as '(803) 649-2000'. A number that is not ten digits ('1111') is no phone
 * number, but not a reason to drop the facility: it becomes ''.
 */
export const phone = z.string().transform((value) => {
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return "";
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
});

/** A decimal number, or null when missing. Thousands separators are allowed ('1,436'). */
export const optionalNumber = z.string().transform((value, ctx) => {
  if (isMissing(value)) return null;
  const parsed = Number(value.trim().replace(/,/g, ""));
  if (!Number.isFinite(parsed)) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a number` });
    return z.NEVER;
  }
  return parsed;
});

/** A whole number of zero or more (beds, fines, residents), or null when missing. */
export const optionalCount = optionalNumber.transform((value, ctx) => {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 0) {
    ctx.addIssue({ code: "custom", message: `${value} is not a whole number of zero or more` });
    return z.NEVER;
  }
  return value;
});

/** A whole-star rating from 0 to 5 (nursing homes), or null when missing. */
export const starRating = optionalNumber.transform((value, ctx) => {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 0 || value > 5) {
    ctx.addIssue({ code: "custom", message: `${value} is not a star rating from 0 to 5` });
    return z.NEVER;
  }
  return value;
});

/** A rating in half stars from 0 to 5 (home health), or null when missing. */
export const halfStarRating = optionalNumber.transform((value, ctx) => {
  if (value === null) return null;
  if (!Number.isInteger(value * 2) || value < 0 || value > 5) {
    ctx.addIssue({ code: "custom", message: `${value} is not a star rating from 0 to 5 in half stars` });
    return z.NEVER;
  }
  return value;
});

function coordinate(name: string, limit: number) {
  return optionalNumber.transform((value, ctx) => {
    if (value === null) return null;
    if (Math.abs(value) > limit || value === 0) {
      ctx.addIssue({ code: "custom", message: `${value} is not a ${name}` });
      return z.NEVER;
    }
    return value;
  });
}

/** A latitude (or null when missing); 0 is the files' way of saying 'not geocoded' and is refused. */
export const latitude = coordinate("latitude", 90);

/** A longitude (or null when missing); 0 is refused like a zero latitude. */
export const longitude = coordinate("longitude", 180);

/** A date written 'YYYY-MM-DD' or 'MM/DD/YYYY', as 'YYYY-MM-DD'; null when missing. */
export const optionalDate = z.string().transform((value, ctx) => {
  if (isMissing(value)) return null;
  const trimmed = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day || Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not a date` });
    return z.NEVER;
  }
  return `${year}-${month}-${day}`;
});

/** A Y/N flag as 1 or 0 (so it can sit among the numeric measures), or null when missing. */
export const optionalFlag = z.string().transform((value, ctx) => {
  if (isMissing(value)) return null;
  const flag = value.trim().toUpperCase();
  if (flag === "Y" || flag === "YES") return 1;
  if (flag === "N" || flag === "NO") return 0;
  ctx.addIssue({ code: "custom", message: `${JSON.stringify(value)} is not Y or N` });
  return z.NEVER;
});

/** 'Yes'/'Y' as true, anything else as false. */
export const yes = z.string().transform((value) => /^(y|yes)$/i.test(value.trim()));

/** The first problem zod found, as '<column>: <reason>'. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid row";
  const column = issue.path.map(String).join(".");
  return column ? `${column}: ${issue.message}` : issue.message;
}
