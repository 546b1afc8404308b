/**
 * The tour times open now, for an island (domain/inquiry/tour-times.ts). On the server and while
 * the island hydrates they are the ones the server rendered, so the markup matches; once it is
 * mounted the browser's clock decides, and `refresh` works them out again whenever a choice is
 * about to count, so a page left open past noon no longer offers that morning. The page may
 * also have been rendered a while before (a cached copy): the browser's clock corrects it.
 */
import { useCallback, useEffect, useState } from "react";
import { sameTourCalendar, type TourCalendar, tourCalendar } from "../../domain/inquiry/tour-times.ts";

export function useTourCalendar(rendered: TourCalendar): { tours: TourCalendar; refresh: () => TourCalendar } {
  const [tours, setTours] = useState(rendered);
  const { timeZone } = rendered;
  const refresh = useCallback(() => {
    const now = tourCalendar(new Date(), timeZone);
    // The same times as before: nothing to draw again.
    setTours((current) => (sameTourCalendar(current, now) ? current : now));
    return now;
  }, [timeZone]);
  useEffect(() => {
    refresh();
  }, [refresh]);
  return { tours, refresh };
}
