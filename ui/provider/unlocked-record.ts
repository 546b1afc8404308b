/**
 * A provider's record as the server answers it once the visitor has sent an inquiry from the
 * page (GET /api/location/{id}, which the inquiry's signed cookie unlocks): what the page's
 * blurred prices show without a reload. The costs block and the title's starting price both
 * ask; one request answers both.
 */
import { useEffect, useState } from "react";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { getJson } from "../app/api-client.ts";

/** One load per provider and page, shared by every island that asks; a failed one is forgotten. */
const loads = new Map<number, Promise<LocationRecord | null>>();

function loadRecord(providerId: number): Promise<LocationRecord | null> {
  let load = loads.get(providerId);
  if (!load) {
    load = getJson<LocationRecord>(`/api/location/${providerId}`).then((result) => {
      if (result.ok) return result.data;
      console.error("provider prices: loading them failed", result.status, result.message);
      loads.delete(providerId);
      return null;
    });
    loads.set(providerId, load);
  }
  return load;
}

/**
 * The record with its prices, once `wanted`; null until then, and while the server still blurs
 * them (the page's reload link stays the way out).
 */
export function useUnlockedRecord(providerId: number, wanted: boolean): LocationRecord | null {
  const [record, setRecord] = useState<LocationRecord | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadRecord(providerId).then((loaded) => {
      if (current && loaded && !loaded.services.some((service) => service.priceHidden)) setRecord(loaded);
    });
    return () => {
      current = false;
    };
  }, [providerId, wanted]);
  return record;
}
