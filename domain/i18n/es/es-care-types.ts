/**
 * The care types' names in Spanish, with the words Medicare uses in Spanish where it has them:
 * hogar de ancianos, vivienda asistida, cuidado de la memoria, cuidado en el hogar, cuidados paliativos.
 */
import type { Messages } from "../messages.ts";

export const careTypes: Messages["careTypes"] = {
  assisted_living_facilities: { label: "Vivienda asistida", singular: "Centro de vivienda asistida" },
  alzheimers_care_facilities: { label: "Cuidado de la memoria", singular: "Centro de cuidado de la memoria" },
  independent_living: { label: "Vida independiente", singular: "Comunidad de vida independiente" },
  nursing_homes: { label: "Hogares de ancianos", singular: "Hogar de ancianos" },
  continuing_care_retirement_communities: {
    label: "Comunidades de retiro con cuidado continuo",
    singular: "Comunidad de retiro con cuidado continuo",
  },
  senior_apartments: { label: "Comunidades para mayores de 55", singular: "Comunidad para mayores de 55" },
  adult_day_services: { label: "Cuidado diurno para adultos", singular: "Centro de cuidado diurno para adultos" },
  homecare_agencies: { label: "Cuidado en el hogar", singular: "Agencia de cuidado en el hogar" },
  home_healthcare_agencies: { label: "Agencias de salud en el hogar", singular: "Agencia de salud en el hogar" },
  hospices: { label: "Cuidados paliativos", singular: "Proveedor de cuidados paliativos" },
  geriatric_care_managers: {
    label: "Administradores de cuidado geriátrico",
    singular: "Administrador de cuidado geriátrico",
  },
  low_income_affordable: { label: "Vivienda de bajo costo", singular: "Vivienda de bajo costo" },
  not_sure: { label: "No estoy seguro", singular: "No estoy seguro" },
};
