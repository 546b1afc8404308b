import { describe, expect, it } from "vitest";
import { brandHosts, brandIdForHost, isPlainHttpLocalhost } from "../../domain/brands/brand-hosts.ts";

const hosts = brandHosts({
  carefind: "carefind.com, www.carefind.com,localhost,127.0.0.1,",
  seniorhousing: "seniorhousing.com,seniorhousing.localhost",
});

describe("brandIdForHost", () => {
  it("maps each listed host to its brand, ignoring case and a trailing dot", () => {
    expect(brandIdForHost("localhost", hosts)).toBe("carefind");
    expect(brandIdForHost("WWW.Carefind.com.", hosts)).toBe("carefind");
    expect(brandIdForHost("seniorhousing.localhost", hosts)).toBe("seniorhousing");
  });

  it("gives any other host the default brand", () => {
    expect(brandIdForHost("carefind.com.evil.example", hosts)).toBe("default");
    expect(brandIdForHost("", hosts)).toBe("default");
  });
});

describe("brandHosts", () => {
  it("builds the lookup once for the same lists, and anew when a list changes", () => {
    const lists = { carefind: "carefind.com", seniorhousing: "seniorhousing.com" };
    const first = brandHosts(lists);
    expect(brandHosts({ ...lists })).toBe(first);
    const changed = brandHosts({ ...lists, seniorhousing: "seniorhousing.com,www.seniorhousing.com" });
    expect(changed).not.toBe(first);
    expect(brandIdForHost("www.seniorhousing.com", changed)).toBe("seniorhousing");
    expect(brandIdForHost("www.seniorhousing.com", brandHosts(lists))).toBe("default");
  });
});

describe("isPlainHttpLocalhost", () => {
  it("is true only for http on loopback names", () => {
    expect(isPlainHttpLocalhost(new URL("http://localhost:8787/"))).toBe(true);
    expect(isPlainHttpLocalhost(new URL("http://seniorhousing.localhost:8787/"))).toBe(true);
    expect(isPlainHttpLocalhost(new URL("http://127.0.0.1/"))).toBe(true);
    expect(isPlainHttpLocalhost(new URL("https://localhost/"))).toBe(false);
    expect(isPlainHttpLocalhost(new URL("http://carefind.com/"))).toBe(false);
  });
});
