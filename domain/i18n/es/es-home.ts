/** The home page in Spanish. */
import type { Messages } from "../messages.ts";

export const home: Messages["home"] = {
  title: "Encuentre vivienda y cuidado para personas mayores cerca de usted",
  description: (siteName) =>
    `${siteName} ayuda a las familias a encontrar, comparar y contactar viviendas asistidas, centros de cuidado de la memoria, hogares de ancianos y agencias de cuidado en el hogar en todo Estados Unidos.`,
  heading: "Encuentre vivienda y cuidado para personas mayores cerca de usted",
  headingFor: (careType) => `Encuentre ${careType.toLowerCase()} cerca de usted`,
  lead: "Compare comunidades y agencias de cuidado, lea reseñas de otras familias y pida precios o una visita, sin costo.",
  searchLandmark: "Buscar vivienda y cuidado para personas mayores",
  advisorCall: "¿No sabe qué cuidado necesita? Hable con un asesor familiar",
  advisorCallAt: (phone) => ` al ${phone}`,
  stepsHeading: (siteName) => `Cómo le ayuda ${siteName}`,
  steps: {
    searchHeading: "Busque cerca de su ser querido",
    search: "Escriba una ciudad, un estado o un código postal y el tipo de cuidado que necesita.",
    compareHeading: "Compare lado a lado",
    compare: (limit) => `Vea precios, calificaciones, reseñas y servicios de hasta ${limit} lugares a la vez.`,
    askHeading: "Pida precios o una visita",
    ask: "Envíe una sola solicitud; un asesor familiar puede llamarle para ayudarle.",
  },
};
