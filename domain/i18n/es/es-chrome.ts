/** The site's frame in Spanish: the same texts as ../en/en-chrome.ts, for US Spanish-speaking families. */
import type { Messages } from "../messages.ts";

export const chrome: Messages["chrome"] = {
  skipToMain: "Saltar al contenido principal",
  homeLink: (siteName) => `Inicio de ${siteName}`,
  homeSuffix: ": inicio",
  saved: "Guardados",
  advisorLabel: "Hable con un asesor familiar",
  advisorCall: "Llame al ",
  getCosts: "Ver precios",
  search: "Buscar",
  back: "Atrás",
  menu: "Menú",
  close: "Cerrar",
  breadcrumb: "Ruta de navegación",
  mainNavigation: "Principal",
  textSize: {
    label: "Tamaño del texto",
    steps: { "100": "Texto normal", "125": "Texto más grande", "150": "Texto aún más grande" },
  },
  searchBar: {
    landmark: "Buscar vivienda y cuidado para personas mayores",
    toggle: "Buscar",
    locationLabel: "Lugar",
    locationPlaceholder: "Ciudad, estado o código postal",
    careLabel: "Tipo de cuidado",
    carePlaceholder: "Elija el tipo de cuidado",
    submit: "Buscar",
    locationRequired: "Escriba una ciudad, un estado o un código postal",
    suggestions: "Lugares sugeridos",
  },
  suggestionsStatus: (count) =>
    count === 0
      ? ""
      : `${count === 1 ? "1 sugerencia" : `${count} sugerencias`}. Use las flechas hacia arriba y hacia abajo para elegir, y Enter para seleccionar.`,
  language: {
    link: "Español",
    linkLong: "Lea esta página en español",
    suggestion: "Esta página también está en español.",
    suggestionSwitch: "Ver en español",
    suggestionStay: "Seguir leyendo en inglés",
    suggestionLabel: "Idioma",
  },
  menuText: {
    seniorLiving: "Vivienda para mayores",
    placesToLive: "Lugares para vivir",
    seniorCare: "Cuidado para mayores",
    careAtHome: "Cuidado en casa",
    resources: "Recursos",
    allResources: "Todos los recursos",
    careGuides: "Guías de cuidado",
    guide: (careType) => `Guía: ${careType}`,
    awards: "Premios",
    bestSeniorLiving: "Premios Best Senior Living",
    caringStarsLiving: "Caring Stars: vivienda para mayores",
    caringStarsCare: "Caring Stars: cuidado para mayores",
    about: "Quiénes somos",
    aboutSite: (siteName) => `Sobre ${siteName}`,
    reviewsFaq: "Preguntas sobre las reseñas",
    careers: "Empleos",
    medicare: "Medicare",
    seniorProducts: "Productos para mayores",
  },
  footer: {
    navigation: "Sitio",
    seniorLiving: "Vivienda para mayores",
    seniorCare: "Cuidado para mayores",
    siteMap: "Mapa del sitio",
    reviewsAndProviders: "Reseñas y proveedores",
    writeReview: "Escriba una reseña",
    getListed: "Inscriba su comunidad o agencia",
    about: (siteName) =>
      `${siteName} ayuda a las familias a encontrar y comparar comunidades de vivienda y agencias de cuidado para personas mayores en todo Estados Unidos. ¿Tiene preguntas? Llame a un asesor familiar al {phone}.`,
    disclosureLead: "Aviso sobre publicidad:",
    disclosure: (siteName) =>
      `${siteName} es gratis para las familias. Algunos de los proveedores de este sitio nos pagan cuando una familia los contacta o se muda. Ese pago nunca cambia las calificaciones de un proveedor ni el orden de sus reseñas. {link}.`,
    disclosureLink: "Lea nuestro aviso sobre publicidad",
    legal: {
      disclosure: "Aviso sobre publicidad",
      privacy: "Política de privacidad",
      terms: "Condiciones de uso",
      cookies: "Opciones de cookies",
    },
  },
  errors: {
    404: {
      heading: "No encontramos esa página",
      body: "Es posible que la página se haya movido o que la dirección tenga un error.",
    },
    500: {
      heading: "Algo salió mal de nuestro lado",
      body: "Lo sentimos. Inténtelo de nuevo en un momento.",
    },
    status: (status) => `Error ${status}`,
    goHome: (siteName) => `Ir a la página de inicio de ${siteName}`,
    call: "¿Prefiere hablar con alguien? Llame a un asesor familiar al {phone}.",
  },
};
