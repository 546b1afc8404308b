/** The geo pages, care-type hubs and nearby links, in Spanish. */
import type { Messages } from "../messages.ts";

/** A care type's name inside a sentence: 'Vivienda asistida' reads 'vivienda asistida' there. */
function lower(name: string): string {
  return name.charAt(0).toLocaleLowerCase("es-US") + name.slice(1);
}

export const geo: Messages["geo"] = {
  careTypeInSentence: lower,
  page: {
    heading: (careType: string, place: string) => `${careType} en ${place}`,
    titlePage: (heading: string, page: number) => `${heading}, página ${page}`,
    introNone: (careType: string, place: string) => `Aún no tenemos proveedores de ${lower(careType)} en ${place}.`,
    intro: (count: number, careType: string, place: string) =>
      `Compare ${count === 1 ? "1 proveedor" : `${count} proveedores`} de ${lower(careType)} en ${place}.`,
    otherCareTypes: "Otros tipos de cuidado aquí",
    alsoIn: "También en {place}",
    providers: (careType: string) => `Proveedores de ${lower(careType)}`,
    providersPage: (careType: string, page: number, pages: number) =>
      `Proveedores de ${lower(careType)}, página ${page} de ${pages}`,
    matchedAll: (total: number) => `Los ${total} proveedores de aquí tienen esta calificación o una mejor.`,
    matched: (matched: number, total: number) =>
      `${matched} de ${total} proveedores de aquí tienen esta calificación o una mejor.`,
    noneRated: "Ningún proveedor de aquí tiene esta calificación todavía. {link}",
    showEvery: "Ver todos los proveedores",
    pagesLabel: "Páginas de proveedores",
    emptyHeading: (careType: string, place: string) => `Aún no hay proveedores de ${lower(careType)} en ${place}`,
    emptyLead:
      "Nuestros asesores para familias conocen las comunidades y los proveedores de cuidado cerca de {place} y pueden ayudarle a encontrar el adecuado.",
  },
  nearby: {
    citiesNearCounty: (state: string, county: string) => `Comunidades para mayores cerca de ${state}, ${county}`,
    citiesInState: (state: string) => `Explore ciudades de ${state}`,
    otherCities: (state: string) => `Explore otras ciudades de ${state}`,
    countiesInState: (state: string) => `Busque cuidado por condado en ${state}`,
    nearbyCounties: "Busque un poco más lejos, en los condados cercanos",
    otherOptions: "Otras opciones",
    moreOptionsNear: (place: string) => `Más opciones cerca de ${place}`,
    careTypeIn: (careType: string, place: string) => `${careType} en ${place}`,
    showMore: "Ver más",
    showLess: "Ver menos",
  },
  controls: {
    label: "Ordenar y filtrar proveedores",
    sortBy: "Ordenar por",
    rating: "Calificación",
    anyRating: "Cualquier calificación",
    submit: "Ver proveedores",
  },
  prices: {
    median: (amount: string) => `El precio inicial medio es de unos ${amount} al mes.`,
    from: (amount: string) => `Los precios iniciales son desde ${amount} al mes.`,
    range: (low: string, high: string) => `Los precios iniciales van de ${low} a ${high} al mes.`,
  },
  costs: {
    heading: (careType: string, place: string) => `Costo de ${lower(careType)} en ${place}`,
    sentenceHead: (careType: string, place: string, median: string) =>
      `El costo medio de ${lower(careType)} en ${place} es de ${median} al mes`,
    comparisons: {
      higher: "más alto que",
      slightlyHigher: "un poco más alto que",
      aboutTheSame: "más o menos igual que",
      slightlyLower: "un poco más bajo que",
      lower: "más bajo que",
    },
    againstState: (comparison: string, state: string, median: string) =>
      `${comparison} la mediana de ${state} (${median})`,
    againstNational: (comparison: string, median: string) => `${comparison} la mediana nacional (${median})`,
    and: " y ",
    country: "los Estados Unidos",
    national: "Nacional",
    caption: "Precio inicial mensual medio de {careType}",
    area: "Zona",
    medianPerMonth: "Mediana al mes",
    range: "Precios iniciales de {low} a {high} al mes, entre {providers} con precios publicados.",
    rounded:
      "Medianas redondeadas a los $100 más cercanos, entre {providers} con precios publicados. Los precios de cada proveedor se muestran cuando usted los pide.",
    providers: (count: number) => (count === 1 ? "1 proveedor" : `${count} proveedores`),
  },
  hub: {
    title: (careType: string) => `${careType}: costos y proveedores por estado`,
    description: (careType: string, siteName: string) =>
      `Qué es ${lower(careType)}, cuánto cuesta en el país y proveedores de ${lower(careType)} en cada estado, en ${siteName}.`,
    guide: "Lea nuestra guía sobre {careType}",
    find: "Busque {careType} cerca de un lugar",
    byState: (careType: string) => `${careType} por estado`,
    inState: (careType: string, state: string) => `${careType} en ${state}`,
    citiesIn: (state: string, count: number) => `Ciudades de ${state} (${count})`,
    allIn: (careType: string, state: string) => `Ver todo: ${careType} en ${state}`,
    intros: {
      assisted_living_facilities:
        "Las comunidades de vivienda asistida ofrecen un apartamento o cuarto privado con comidas, limpieza y ayuda con las tareas diarias, como bañarse, vestirse y tomar medicamentos. Hay personal todo el día y toda la noche, y los residentes mantienen toda la independencia que deseen.",
      alzheimers_care_facilities:
        "El cuidado de la memoria es vivienda y cuidado para personas con la enfermedad de Alzheimer u otra demencia. Las comunidades tienen puertas seguras, personal capacitado en demencia y rutinas diarias pensadas para reducir la confusión.",
      independent_living:
        "Las comunidades de vida independiente son hogares para adultos mayores activos que necesitan poca o ninguna ayuda con las tareas diarias. Suelen incluir mantenimiento, actividades sociales y áreas comunes, y algunas ofrecen comidas y transporte.",
      nursing_homes:
        "Los hogares de ancianos dan cuidado de enfermería y supervisión las 24 horas a personas con necesidades de salud serias, además de rehabilitación de corto plazo después de una estadía en el hospital. Medicare y Medicaid certifican a la mayoría y publican los resultados de sus inspecciones.",
      continuing_care_retirement_communities:
        "Las comunidades de retiro con cuidado continuo ofrecen vida independiente, vivienda asistida y cuidado de enfermería en un mismo lugar, para que los residentes reciban más cuidado cuando lo necesiten sin dejar la comunidad.",
      senior_apartments:
        "Las comunidades para mayores de 55 son casas y apartamentos para adultos de 55 años o más, por lo general sin servicios de cuidado. Ofrecen un vecindario de personas de su edad, poco mantenimiento y áreas comunes.",
      adult_day_services:
        "Los centros de cuidado diurno para adultos dan a las personas mayores un lugar seguro para pasar el día, con actividades, comidas y supervisión, y algunos ofrecen servicios de salud. Permiten que los familiares que cuidan trabajen o descansen mientras su ser querido vive en casa.",
      homecare_agencies:
        "Las agencias de cuidado en el hogar envían cuidadores para ayudar en casa con las tareas diarias, como bañarse, vestirse, las comidas, la limpieza ligera y la compañía. El cuidado puede ser de unas pocas horas a la semana o de día y de noche.",
      home_healthcare_agencies:
        "Las agencias de salud en el hogar dan cuidado médico especializado en casa, como enfermería, fisioterapia y cuidado de heridas, con orden de un médico. Medicare cubre la salud en el hogar para las personas elegibles que no pueden salir de casa.",
      hospices:
        "Los cuidados paliativos apoyan a las personas con una enfermedad terminal y a sus familias, con comodidad, alivio del dolor y apoyo emocional y espiritual en lugar de buscar la cura. Por lo general se dan en casa, y Medicare los cubre para las personas elegibles.",
      geriatric_care_managers:
        "Los administradores de cuidado geriátrico son profesionales, a menudo enfermeros o trabajadores sociales, que evalúan las necesidades de un adulto mayor y planean y coordinan su cuidado. Ayudan a las familias a encontrar servicios, manejar crisis y tomar decisiones.",
      low_income_affordable:
        "La vivienda de bajo costo para mayores ofrece apartamentos con renta reducida para adultos mayores con ingresos limitados, muchas veces por medio de programas federales o estatales como la Sección 202 de HUD.",
    },
  },
  statesMap: {
    modes: "Ver los estados como",
    list: "Lista",
    map: "Mapa",
    loading: "Cargando el mapa…",
    failed: "No se pudo mostrar el mapa, así que los estados aparecen en una lista.",
    noWebgl: "Este navegador no puede dibujar el mapa, así que los estados aparecen en una lista.",
    mapHint: "Elija un estado resaltado en el mapa, o un estado de la lista, para ver sus ciudades.",
    mapTitle: (careType: string) => `Mapa de los estados con ${lower(careType)}`,
    providers: (count: number, formatted: string) => (count === 1 ? "1 proveedor" : `${formatted} proveedores`),
  },
  placesMap: {
    heading: "Lugares cerca de {place}",
    mapTitle: (place: string) => `Mapa de lugares cerca de ${place}`,
    legend: "Mostrar en el mapa",
    show: "Ver el mapa",
    failed: "No se pudo mostrar el mapa; los lugares aparecen abajo.",
    loading: "Cargando el mapa…",
    none: "Ninguno a menos de 25 millas.",
    noCoordinates: "Faltan las coordenadas de este lugar.",
  },
};
