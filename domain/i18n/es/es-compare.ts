/** The compare page and tray, in Spanish. */
import type { Messages } from "../messages.ts";

export const compare: Messages["compare"] = {
  page: {
    title: "Comparar comunidades",
    description: (siteName: string) =>
      `Comunidades lado a lado en ${siteName}: precios, calificaciones de Medicare, reseñas y servicios.`,
    problem: (field: string, rule: string) => `No se puede comparar con este enlace: ${field}: ${rule}.`,
    invalid: "no es válido",
    idsRule: (limit: number) =>
      `indique de 1 a ${limit} números de proveedor, enteros separados por comas (ids=12,7,40)`,
    nearRule: (maxLength: number) => `un lugar de ${maxLength} caracteres como máximo`,
    noneListed: "Ninguna de las comunidades de este enlace aparece ya en la lista.",
    missing: (count: number) =>
      count === 1
        ? "Una comunidad de este enlace ya no aparece en la lista, así que no se muestra."
        : `${count} comunidades de este enlace ya no aparecen en la lista, así que no se muestran.`,
    nearUnknown: (place: string) => `No encontramos el lugar “${place}”, así que no mostramos las distancias.`,
    lead: "Cada fila muestra un dato de todas las comunidades. Los precios son los precios iniciales mensuales más bajos que nos dan las comunidades; las estrellas de Medicare vienen de los datos federales de Care Compare, con su mes.",
    addAnother: "Agregue otra comunidad para compararlas lado a lado.",
    searchMore: "Buscar más comunidades",
  },
  table: {
    caption: (count: number) => `${count} ${count === 1 ? "comunidad" : "comunidades"} lado a lado`,
    startingPrice: "Precio inicial",
    medicare: "Calificación general de Medicare",
    reviews: "Reseñas de familias",
    careTypes: "Tipos de cuidado",
    amenities: "Servicios y comodidades",
    distance: (place: string) => `Distancia desde ${place}`,
    miles: (miles: string) => `${miles} millas`,
    getInTouch: "Comuníquese",
    requestInfo: "Pedir información",
    requestInfoFrom: (name: string) => ` a ${name}`,
    remove: "Quitar",
    removeFrom: (name: string) => ` ${name} de la comparación`,
    notListed: "Sin datos",
    noneListed: "Ninguno en la lista",
    notRatedByMedicare: "Sin calificación de Medicare",
    notRatedYet: "Aún sin calificación",
    priceOnRequest: "El precio se muestra cuando usted lo pide",
  },
  tray: {
    heading: "Comunidades para comparar",
    remove: (name: string) => `Quitar ${name} de la comparación`,
    thisCommunity: "esta comunidad",
    status: (count: number, limit: number) =>
      count < 2 ? "Elija una comunidad más para comparar" : `${count} de ${limit} elegidas`,
    compare: "Comparar",
    compareCount: (count: number) => ` ${count} comunidades`,
    tooMany: (limit: number) => `Solo puede comparar ${limit} comunidades a la vez.`,
    continue: "Continuar",
    loading: "Cargando…",
    failed: "No se pudo cargar esta comunidad.",
  },
  checkbox: {
    label: "Comparar",
  },
};
