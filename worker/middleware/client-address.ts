/**
 * The visitor's address as the edge reports it (`CF-Connecting-IP`; forwarded-for headers are
 * never trusted), and the part of it a limit counts by: an IPv4 address whole, an IPv6 address
 * by its /64, the smallest block one subscriber is given, so rotating the last 64 bits of one
 * connection does not make a new visitor.
 */
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.ts";

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

/** The visitor's IP as the edge reports it, or null. */
export function visitorIp(c: Context<AppEnv>): string | null {
  const parsed = ipSchema.safeParse(c.req.header("CF-Connecting-IP"));
  return parsed.success ? parsed.data : null;
}

/** The eight 16-bit groups of a valid IPv6 address, an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0] ?? "";
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const gap = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(gap).fill(0), ...right];
}

/** What a limit counts a visitor by: `v4:a.b.c.d`, `v6:xxxx:xxxx:xxxx:xxxx::/64`, or `unknown`. */
export function addressKey(ip: string | null): string {
  if (ip === null) return "unknown";
  if (!ip.includes(":")) return `v4:${ip}`;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `v6:${prefix}::/64`;
}
