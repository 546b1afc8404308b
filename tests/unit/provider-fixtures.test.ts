/**
 * The tests' provider builders (tests/support/providers.ts) hold to the API's contract: what they
 * build by default is complete and valid, and an override the schemas refuse fails at once.
 */
import { describe, expect, it } from "vitest";
import { providerRecordSchema } from "../../domain/providers/provider-record.ts";
import { searchResponseSchema, searchResultProviderSchema } from "../../domain/search/search-contract.ts";
import {
  providerRecord,
  recordService,
  resultService,
  searchResponse,
  searchResultProvider,
  startingAt,
} from "../support/providers.ts";

describe("the provider builders", () => {
  it("build complete records, cards and answers the schemas accept as they are", () => {
    expect(providerRecordSchema.parse(providerRecord())).toEqual(providerRecord());
    expect(searchResultProviderSchema.parse(searchResultProvider())).toEqual(searchResultProvider());
    expect(searchResponseSchema.parse(searchResponse())).toEqual(searchResponse());
  });

  it("merge an address field by field and keep the rest", () => {
    const moved = searchResultProvider({ address: { zipCode: "78704" } });
    expect(moved.address).toEqual({ ...searchResultProvider().address, zipCode: "78704" });
    expect(providerRecord({ address: { street: "2 Oak Street" } }).address.city).toBe("Austin");
  });

  it("refuse overrides the contract refuses", () => {
    expect(() => providerRecord({ averageRating: 6 })).toThrow(/averageRating/);
    expect(() => recordService("nursing_homes", startingAt(0))).toThrow(/startingPriceCents/);
    expect(() => searchResultProvider({ address: { latitude: 91 } })).toThrow(/latitude/);
    expect(() => resultService("hospices", { startingPriceCents: 12.5 })).toThrow(/startingPriceCents/);
    // A field the contract does not have: what a renamed field leaves behind in a fixture.
    expect(() => searchResultProvider({ rating: 4 } as never)).toThrow(/rating/);
    expect(() => searchResponse({ page: 0 })).toThrow(/page/);
  });
});
