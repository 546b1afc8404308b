/** The tour scheduler, in Spanish. */
import type { Messages } from "../messages.ts";

export const tour: Messages["tour"] = {
  noScript: "Para programar una visita a {provider}, llame a {advisor} al {phone}.",
  intro: "Elija un día y un momento del día, y luego pida su visita.",
  day: "Día",
  earlier: "Días anteriores",
  later: "Días siguientes",
  timeOfDay: "Momento del día",
  choice: (label) => `Su elección: ${label}.`,
  pickBoth: "Elija un día y un momento del día para pedir una visita.",
  request: "Pedir una visita",
};
