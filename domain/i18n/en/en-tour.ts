/** The tour scheduler, in English. */
export const tour = {
  /** Without the script: whom to call. */
  noScript: "To arrange a tour of {provider}, call {advisor} at {phone}.",
  intro: "Pick a day and a time of day, then request your tour.",
  day: "Day",
  earlier: "Earlier days",
  later: "Later days",
  timeOfDay: "Time of day",
  choice: (label: string) => `Your choice: ${label}.`,
  pickBoth: "Pick a day and a time of day to request a tour.",
  request: "Request a Tour",
};
