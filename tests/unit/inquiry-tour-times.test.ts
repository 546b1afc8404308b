/**
 * The tour times a family can ask for: the week from today on the provider's clock, Morning
 * until noon and Afternoon until 5 p.m. there, never a time already past.
 */
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  isOpenTourTime,
  type TourCalendar,
  tourCalendar,
  tourPartsOn,
  tourTimeChoices,
  tourTimeOption,
  tourTimeOptions,
} from "../../domain/inquiry/tour-times.ts";

const AUSTIN = "America/Chicago";
/** Tuesday, December 1, 2026 on the clock in Austin (UTC-6 in winter). */
const austin = (time: string) => new Date(`2026-12-01T${time}-06:00`);

describe("the tour times open at an instant", () => {
  it("offer today's Morning until noon on the provider's clock, then only its Afternoon, then start tomorrow at 5 p.m.", () => {
    expect(tourCalendar(austin("11:59"), AUSTIN)).toEqual({
      timeZone: AUSTIN,
      firstDay: "2026-12-01",
      firstDayParts: ["Morning", "Afternoon"],
    });
    // The moment the scheduler was seen offering the morning already past.
    expect(tourCalendar(austin("12:57"), AUSTIN)).toEqual({
      timeZone: AUSTIN,
      firstDay: "2026-12-01",
      firstDayParts: ["Afternoon"],
    });
    expect(tourCalendar(austin("16:59"), AUSTIN).firstDayParts).toEqual(["Afternoon"]);
    expect(tourCalendar(austin("17:00"), AUSTIN)).toEqual({
      timeZone: AUSTIN,
      firstDay: "2026-12-02",
      firstDayParts: ["Morning", "Afternoon"],
    });
  });

  it("read the day and the hour where the provider is, either side of the date line", () => {
    // 20:00 UTC: 10 a.m. in Honolulu and 11 a.m. in Anchorage on December 1, and already 6 a.m.
    // on December 2 in Guam.
    const evening = new Date("2026-12-01T20:00:00Z");
    expect(tourCalendar(evening, "Pacific/Honolulu")).toMatchObject({
      firstDay: "2026-12-01",
      firstDayParts: ["Morning", "Afternoon"],
    });
    expect(tourCalendar(evening, "America/Anchorage")).toMatchObject({
      firstDay: "2026-12-01",
      firstDayParts: ["Morning", "Afternoon"],
    });
    expect(tourCalendar(evening, "Pacific/Guam")).toMatchObject({
      firstDay: "2026-12-02",
      firstDayParts: ["Morning", "Afternoon"],
    });
    // 03:30 UTC on December 2: 5:30 p.m. on December 1 in Honolulu (its day is over), 1:30 p.m.
    // on December 2 in Guam (its morning is over), 6:30 p.m. on December 1 in Anchorage.
    const night = new Date("2026-12-02T03:30:00Z");
    expect(tourCalendar(night, "Pacific/Honolulu")).toMatchObject({
      firstDay: "2026-12-02",
      firstDayParts: ["Morning", "Afternoon"],
    });
    expect(tourCalendar(night, "Pacific/Guam")).toMatchObject({ firstDay: "2026-12-02", firstDayParts: ["Afternoon"] });
    expect(tourCalendar(night, "America/Anchorage")).toMatchObject({ firstDay: "2026-12-02" });
  });

  it("keep daylight time: in July noon in Austin is 17:00 UTC", () => {
    expect(tourCalendar(new Date("2026-07-14T16:59:00Z"), AUSTIN).firstDayParts).toEqual(["Morning", "Afternoon"]);
    expect(tourCalendar(new Date("2026-07-14T17:00:00Z"), AUSTIN).firstDayParts).toEqual(["Afternoon"]);
  });

  it("give every part on later days and none on days gone", () => {
    const calendar = tourCalendar(austin("12:57"), AUSTIN);
    expect(tourPartsOn(calendar, "2026-11-30")).toEqual([]);
    expect(tourPartsOn(calendar, "2026-12-01")).toEqual(["Afternoon"]);
    expect(tourPartsOn(calendar, "2026-12-02")).toEqual(["Morning", "Afternoon"]);
    expect(isOpenTourTime(calendar, "2026-12-01 Morning")).toBe(false);
    expect(isOpenTourTime(calendar, "2026-12-01 Afternoon")).toBe(true);
    expect(isOpenTourTime(calendar, "2026-12-01 Evening")).toBe(false);
  });
});

describe("the tour times offered", () => {
  const fullDay = tourCalendar(austin("09:00"), AUSTIN);
  const afterNoon = tourCalendar(austin("12:57"), AUSTIN);

  it("are Morning and Afternoon on each of the next seven days, from the first one open", () => {
    const options = tourTimeOptions(fullDay, undefined, messagesFor("en").inquiry, "en-US");
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: "2026-12-01 Morning", label: "Tuesday, December 1, Morning" });
    expect(options[1]).toEqual({ value: "2026-12-01 Afternoon", label: "Tuesday, December 1, Afternoon" });
    expect(options[13]).toEqual({ value: "2026-12-07 Afternoon", label: "Monday, December 7, Afternoon" });
  });

  it("leave out today's Morning once it has ended", () => {
    const options = tourTimeOptions(afterNoon, undefined, messagesFor("en").inquiry, "en-US");
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual({ value: "2026-12-01 Afternoon", label: "Tuesday, December 1, Afternoon" });
    expect(options.map((option) => option.value)).not.toContain("2026-12-01 Morning");
  });

  it("cross the month's end, and are none for a malformed day", () => {
    const calendar: TourCalendar = {
      timeZone: AUSTIN,
      firstDay: "2026-11-30",
      firstDayParts: ["Morning", "Afternoon"],
    };
    expect(tourTimeOptions(calendar, undefined, messagesFor("en").inquiry, "en-US")[13]).toEqual({
      value: "2026-12-06 Afternoon",
      label: "Sunday, December 6, Afternoon",
    });
    expect(
      tourTimeOptions({ ...calendar, firstDay: "tomorrow" }, undefined, messagesFor("en").inquiry, "en-US"),
    ).toEqual([]);
    expect(
      tourTimeOptions({ ...calendar, firstDay: "2026-13-45" }, undefined, messagesFor("en").inquiry, "en-US"),
    ).toEqual([]);
  });
});

describe("the Schedule a Tour form's tour times", () => {
  it("add an open time picked beyond the form's week, and nothing for a time listed, past or malformed", () => {
    const calendar = tourCalendar(austin("12:57"), AUSTIN);
    const week = tourTimeChoices(calendar, "", messagesFor("en").inquiry, "en-US");
    expect(week).toHaveLength(13);
    expect(tourTimeChoices(calendar, "2026-12-02 Morning", messagesFor("en").inquiry, "en-US")).toEqual(week);
    expect(tourTimeChoices(calendar, "2026-12-15 Afternoon", messagesFor("en").inquiry, "en-US").at(-1)).toEqual({
      value: "2026-12-15 Afternoon",
      label: "Tuesday, December 15, Afternoon",
    });
    // A time from a draft saved before noon, or from yesterday: not offered again.
    expect(tourTimeChoices(calendar, "2026-12-01 Morning", messagesFor("en").inquiry, "en-US")).toEqual(week);
    expect(tourTimeChoices(calendar, "2026-11-30 Afternoon", messagesFor("en").inquiry, "en-US")).toEqual(week);
    expect(tourTimeChoices(calendar, "2026-12-15 Evening", messagesFor("en").inquiry, "en-US")).toEqual(week);
    expect(tourTimeOption("2026-02-30 Morning", messagesFor("en").inquiry, "en-US")).toBeNull();
  });
});
