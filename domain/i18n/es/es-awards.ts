/** The award winners' pages, in Spanish. Award and badge names stay in English, as their owners write them. */
import type { Messages } from "../messages.ts";

export const awards: Messages["awards"] = {
  titlePage: (title: string, page: number) => `${title}, página ${page}`,
  caringStars: {
    title: (award: string) => `Ganadores de ${award}`,
    description: (award: string, siteName: string) =>
      `Las comunidades para mayores y los proveedores de cuidado que ganaron ${award}, el premio de ${siteName} a los proveedores con mejores reseñas, por año.`,
    yearsLabel: (award: string) => `Años de ${award}`,
    heading: (award: string, year: number) => `Ganadores de ${award} ${year}`,
    related: (award: string) => `${award} por tipo de cuidado`,
    allWinners: "Todos los ganadores",
    about:
      "{award} es el premio anual de {site} para las comunidades para mayores y los proveedores de cuidado que las familias califican muy bien. Un proveedor gana en un año cuando tiene al menos diez reseñas aprobadas, escritas antes de que empezara ese año, con un promedio de 4.5 estrellas o más.",
    aboutChoose:
      "Los ganadores muestran el premio en su página, con los años en que ganaron. Elija un año para ver sus ganadores; cada nombre lleva a la página del proveedor y a sus reseñas.",
  },
  rollUps: {
    "senior-living": {
      label: "Vivienda para mayores",
      title: (award: string) => `Ganadores de ${award}: vivienda para mayores`,
      description: (award: string, siteName: string) =>
        `Las comunidades para mayores que ganaron ${award}, el premio de ${siteName} a los proveedores con mejores reseñas, por año.`,
      yearsLabel: (award: string) => `Años de ${award}: vivienda para mayores`,
      heading: (award: string, year: number) => `Ganadores de ${award} ${year}: vivienda para mayores`,
    },
    "senior-care": {
      label: "Cuidado para mayores",
      title: (award: string) => `Ganadores de ${award}: cuidado para mayores`,
      description: (award: string, siteName: string) =>
        `Los proveedores de cuidado para mayores que ganaron ${award}, el premio de ${siteName} a los proveedores con mejores reseñas, por año.`,
      yearsLabel: (award: string) => `Años de ${award}: cuidado para mayores`,
      heading: (award: string, year: number) => `Ganadores de ${award} ${year}: cuidado para mayores`,
    },
  },
  homeCarePulse: {
    title: (year: number) => `Premios Home Care Pulse ${year}`,
    description: (year: number) =>
      `Las agencias de cuidado en el hogar que tienen una insignia Home Care Pulse de ${year}, por insignia.`,
    groupsLabel: "Insignias de Home Care Pulse",
    about:
      "Home Care Pulse es una empresa independiente que encuesta a los clientes y cuidadores de las agencias de cuidado en el hogar. Las agencias que participan pueden ganar sus insignias: Provider of Choice, Employer of Choice, Leader in Experience y Home Care Pulse Certified. {site} muestra solo las insignias de {year}.",
    aboutChoose:
      "Elija una insignia para ver las agencias de {site} que la tienen; cada nombre lleva a la página de la agencia. Los proveedores con mejores reseñas de todo tipo están en la página {link}.",
  },
  page: {
    noWinners: "Aún no hay ganadores en la lista.",
    listing: "{count} {providers}, por estado y nombre{pages}.",
    providers: (count: number) => (count === 1 ? "proveedor" : "proveedores"),
    pageOf: (page: number, pages: number) => `; página ${page} de ${pages}`,
    pagesLabel: "Páginas de ganadores",
    previous: "Página anterior",
    next: "Página siguiente",
  },
  problems: {
    year: "año",
    badge: "insignia",
    notListed: (field: string, value: string) =>
      `El valor de ${field} en la dirección (${value}) no es uno de los que aparecen aquí.`,
    pastLast: (page: number, pages: number) =>
      `La página de la dirección (${page}) pasa de la última página (${pages}).`,
    invalidPage: "La página de la dirección no es válida: debe ser un número entero desde 1.",
    invalid: (field: string) =>
      `El valor de ${field} en la dirección no es válido: debe ser un número entero, como 2025.`,
  },
};
