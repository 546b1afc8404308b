/** The consent banner and the cookie opt-out page, in Spanish. */
import type { Messages } from "../messages.ts";

export const consent: Messages["consent"] = {
  categories: {
    Advertising: {
      label: "Publicidad",
      explanation:
        "Les dice a nuestros socios de anuncios que usted llegó por sus anuncios, para medir los anuncios de cuidado.",
    },
    Analytics: {
      label: "Estadísticas",
      explanation: "Cuenta cómo se usan las páginas y las búsquedas, para que el sitio sea más fácil de usar.",
    },
    Functional: {
      label: "Funciones",
      explanation: "Recuerda sus elecciones entre visitas, como sus respuestas de la búsqueda guiada.",
    },
    DataSharing: {
      label: "Compartir datos",
      explanation: "Nos permite compartir lo que usted hace aquí con socios para su publicidad.",
    },
  },
  banner: {
    region: "Opciones de cookies",
    text: "Usamos cookies para que este sitio funcione y, si usted está de acuerdo, para medir las visitas y los anuncios. {link}",
    optOutLink: "Rechazar cookies",
    globalPrivacyControl:
      "Su navegador pide a los sitios que no vendan ni compartan sus datos (Global Privacy Control), así que la publicidad y el compartir datos están desactivados a menos que usted los active.",
    acceptAll: "Aceptar todas",
    rejectNonEssential: "Rechazar las no esenciales",
    choose: "Elegir",
    categoriesLegend: "Tipos de cookies",
    saveChoices: "Guardar mis opciones",
  },
  optOut: {
    title: "Rechazar cookies",
    description: (siteName) =>
      `Elija si ${siteName} puede usar cookies de publicidad y compartir su visita con socios.`,
    intro: (siteName) =>
      `${siteName} usa unas pocas cookies que necesita para funcionar (su visita y sus lugares guardados), y otras solo si usted está de acuerdo:`,
    how: "Marque 'Rechazar las cookies' para detener las cookies de publicidad y que no compartamos su visita con nuestros socios. Sus pedidos de precios o de visitas siguen llegando al proveedor o al asesor que usted eligió.",
    rejectCookies: "Rechazar las cookies",
    rejected: "Listo. Usted rechazó las cookies",
    save: "Guardar opción",
  },
  api: {
    crossSite: "Esta solicitud llegó desde otro sitio. Envíela desde el formulario de nuestro propio sitio.",
    tooLarge: (kilobytes) => `Los datos enviados pasan del límite de ${kilobytes} KB`,
    unsupportedType: "Envíe su opción desde el formulario o como JSON",
    unreadable: "Datos no válidos: no se pudieron leer",
    invalid: (summary) => `Datos no válidos: ${summary}`,
    invalidSummary: "no válidos",
    returnToElsewhere: "debe ser una dirección de este sitio",
  },
};
