/**
 * The national nursing-home locations file: every certified nursing home with its address,
 * phone, county, beds and coordinates. It has no ratings.
 */
import { ccn, latitude, longitude, optionalCount, phone, requiredText, stateCode, text, zipCode } from "./fields.ts";
import { defineFormat, halfCoordinates } from "./format.ts";

export const nationalLocations = defineFormat({
  kind: "national-locations",
  label: "nursing-home locations (national)",
  signature: ["CCN", "Provider_Name", "City_Town", "Beds"],
  shape: {
    CCN: ccn,
    Provider_Name: requiredText,
    Provider_Address: text,
    City_Town: requiredText,
    State: stateCode,
    Zip: zipCode,
    Telephone: phone,
    County: text,
    Beds: optionalCount,
    Latitude: latitude,
    Longitude: longitude,
  },
  toFacility: (row) =>
    halfCoordinates(row.Latitude, row.Longitude) ?? {
      careType: "nursing_homes",
      ccn: row.CCN,
      name: row.Provider_Name,
      street: row.Provider_Address,
      city: row.City_Town,
      state: row.State,
      zip: row.Zip,
      phone: row.Telephone,
      county: row.County,
      latitude: row.Latitude,
      longitude: row.Longitude,
      beds: row.Beds,
      providerType: null,
      services: [],
      medicare: null,
    },
});
