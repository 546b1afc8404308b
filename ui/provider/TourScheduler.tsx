/**
 * The provider page's tour scheduler island (spec reviews-and-provider-page §4, §9): a strip of
 * days from today, 3 at a time on narrow screens and 7 on wide ones, moved by the arrows (the
 * previous one hidden while the strip starts today), then Morning or Afternoon. 'Request a
 * Tour' stays disabled until both are picked; it opens the page's Schedule a Tour form with the
 * choice filled in (ui/inquiry/inquiry-atoms.ts), so the lead is stored with it.
 *
 * Nothing already past on the provider's clock is offered (domain/inquiry/tour-times.ts): today's
 * Morning is disabled once it is noon there, and once today's Afternoon has ended the strip
 * starts tomorrow. The server draws the times open when it rendered; the browser's clock takes
 * over once the island is live, and again before each pick counts (ui/inquiry/use-tour-calendar.ts).
 *
 * Days and times of day are native radio buttons in labelled groups: the keyboard moves through
 * them as through any radio group, and each tile is the whole target. The controls need the
 * script, so they hide without it (the section then tells the family whom to call).
 */
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import {
  TOUR_PARTS_OF_DAY,
  type TourCalendar,
  type TourPartOfDay,
  tourPartsOn,
  tourTimeOption,
} from "../../domain/inquiry/tour-times.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { tourRequestAtom } from "../inquiry/inquiry-atoms.ts";
import { useTourCalendar } from "../inquiry/use-tour-calendar.ts";
import {
  canRequestTour,
  nextStart,
  previousStart,
  showsNext,
  showsPrevious,
  tourTimeValue,
  WIDE_FROM_PX,
  windowDays,
  windowOf,
} from "./tour-window.ts";

export interface TourSchedulerProps {
  /** The tour times open when the page was rendered, on the provider's clock: the strip starts on their first day. */
  tours: TourCalendar;
  /** The id prefix of the Schedule a Tour form the request opens. */
  formIdPrefix: string;
}

/** Which arrow should take focus after the other one hid itself under the visitor's finger. */
type FocusAfterMove = "previous" | "next" | null;

export function TourScheduler({ tours: rendered, formIdPrefix }: TourSchedulerProps) {
  // The server draws the wide strip; the browser narrows it from its own width once live.
  const [wide, setWide] = useState(true);
  const [start, setStart] = useState(0);
  const [day, setDay] = useState<string | null>(null);
  const [part, setPart] = useState<TourPartOfDay | null>(null);
  const requestTour = useSetAtom(tourRequestAtom);
  const previousArrow = useRef<HTMLButtonElement>(null);
  const nextArrow = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<FocusAfterMove>(null);
  const { tours, refresh } = useTourCalendar(rendered);
  const { t, locale } = useLanguage();
  const words = t.tour;

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${WIDE_FROM_PX}px)`);
    const apply = () => setWide(query.matches);
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves only after the window itself moved.
  useEffect(() => {
    const target = focusAfterMove.current === "previous" ? previousArrow.current : nextArrow.current;
    if (focusAfterMove.current) target?.focus();
    focusAfterMove.current = null;
  }, [start]);

  const size = windowDays(wide);
  const days = windowOf(tours.firstDay, start, size, locale);
  const id = (name: string) => `${formIdPrefix}-scheduler-${name}`;
  // A pick that the clock has passed since (a day gone from the strip, a part ended) counts for nothing.
  const pickedDay = day && tourPartsOn(tours, day).length > 0 ? day : null;
  const openParts = pickedDay ? tourPartsOn(tours, pickedDay) : TOUR_PARTS_OF_DAY;
  const pickedPart = part && openParts.includes(part) ? part : null;
  const ready = canRequestTour(pickedDay, pickedPart);
  const chosen =
    pickedDay && pickedPart ? tourTimeOption(tourTimeValue(pickedDay, pickedPart), t.inquiry, locale) : null;

  function pickDay(date: string) {
    setDay(date);
    // A part that has ended on the day picked is no longer picked.
    if (part && !tourPartsOn(refresh(), date).includes(part)) setPart(null);
  }

  function pickPart(option: TourPartOfDay) {
    refresh();
    setPart(option);
  }

  function move(to: number) {
    // An arrow that hides itself would drop the keyboard's place: the other arrow takes it.
    if (to === 0) focusAfterMove.current = "next";
    else if (!showsNext(to, size)) focusAfterMove.current = "previous";
    setStart(to);
  }

  return (
    <div className="tour-scheduler needs-script">
      <p className="tour-intro">{words.intro}</p>
      <fieldset className="tour-group">
        <legend className="tour-legend">{words.day}</legend>
        <div className="tour-strip">
          {showsPrevious(start) ? (
            <button
              ref={previousArrow}
              type="button"
              className="tour-arrow"
              aria-controls={id("days")}
              onClick={() => move(previousStart(start, size))}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{words.earlier}</span>
            </button>
          ) : (
            <span className="tour-arrow-space" />
          )}
          <div id={id("days")} className={`tour-days tour-days-${size}`}>
            {days.map((option) => (
              <label key={option.date} className="tour-tile tour-day">
                <input
                  type="radio"
                  className="tour-radio"
                  name={id("day")}
                  value={option.date}
                  checked={pickedDay === option.date}
                  onChange={() => pickDay(option.date)}
                />
                <span className="visually-hidden">{option.label}</span>
                <span className="tour-day-face" aria-hidden="true">
                  <span>{option.weekday}</span>
                  <strong className="tour-day-number">{option.day}</strong>
                  <span>{option.month}</span>
                </span>
              </label>
            ))}
          </div>
          {showsNext(start, size) ? (
            <button
              ref={nextArrow}
              type="button"
              className="tour-arrow"
              aria-controls={id("days")}
              onClick={() => move(nextStart(start, size))}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{words.later}</span>
            </button>
          ) : (
            <span className="tour-arrow-space" />
          )}
        </div>
      </fieldset>
      <fieldset className="tour-group">
        <legend className="tour-legend">{words.timeOfDay}</legend>
        <div className="tour-parts">
          {TOUR_PARTS_OF_DAY.map((option) => (
            <label key={option} className="tour-tile tour-part">
              <input
                type="radio"
                className="tour-radio"
                name={id("part")}
                value={option}
                checked={pickedPart === option}
                disabled={!openParts.includes(option)}
                onChange={() => pickPart(option)}
              />
              <span className="tour-part-face">{t.inquiry.tourParts[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id={id("choice")} className="tour-choice" aria-live="polite">
        {chosen ? words.choice(chosen.label) : words.pickBoth}
      </p>
      <button
        type="button"
        className="button button-primary tour-request"
        disabled={!ready}
        aria-describedby={id("choice")}
        aria-haspopup="dialog"
        onClick={() => {
          if (pickedDay && pickedPart && tourPartsOn(refresh(), pickedDay).includes(pickedPart))
            requestTour({ formIdPrefix, tourTime: tourTimeValue(pickedDay, pickedPart) });
        }}
      >
        {words.request}
      </button>
    </div>
  );
}
