/**
 * Records 'location comparison viewed' (spec search-and-compare §7) with the ids compared, once,
 * when the compare page is open in a browser. It renders nothing.
 */
import { useEffect } from "react";
import { recordEvent } from "../app/record-event.ts";

export function CompareViewed({ ids }: { ids: number[] }) {
  useEffect(() => {
    recordEvent("location comparison viewed", { locations: ids });
  }, [ids]);
  return null;
}
