/** The site map pages, in Spanish. */
import type { Messages } from "../messages.ts";

export const siteMap: Messages["siteMap"] = {
  indexTitle: (siteName: string) => `Mapa del sitio de ${siteName}`,
  indexDescription: (siteName: string) =>
    `Todos los proveedores de vivienda y cuidado para mayores en ${siteName}, por tipo de cuidado, estado, ciudad y condado.`,
  indexLead: "Cada tipo de cuidado que tenemos, por estado: elija un estado para ver sus ciudades y condados.",
  byState: (careType: string) => `${careType} por estado`,
  heading: (careType: string, place: string, siteName: string) =>
    `${careType} en ${place} - Mapa del sitio de ${siteName}`,
  stateDescription: (careType: string, state: string, siteName: string) =>
    `${careType} en ${state}: cada ciudad y condado con proveedores en ${siteName}.`,
  placeDescription: (careType: string, place: string, count: number, siteName: string) =>
    `${careType} en ${place}: los ${count} proveedores en ${siteName}, por nombre.`,
  cities: "Ciudades",
  counties: "Condados",
  citiesIn: (state: string) => `Ciudades de ${state}`,
  countiesIn: (state: string) => `Condados de ${state}`,
  careTypeIn: "{careType} en {place}",
  geoLabel: (careType: string, place: string) => `${careType} en ${place}`,
  placeLead: (count: number) =>
    count === 1 ? "{count}, por nombre. Compárelo en {link}." : "{count}, por nombre. Compárelos en {link}.",
  providerCount: (count: number, formatted: string) => (count === 1 ? "1 proveedor" : `${formatted} proveedores`),
  providers: "Proveedores",
};
