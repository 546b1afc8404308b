/** What the Worker answers about a request it cannot take, in Spanish. */
import type { Messages } from "../messages.ts";

export const errors: Messages["errors"] = {
  invalid: {
    query: (problem) => `Consulta no válida: ${problem}`,
    json: (problem) => `Contenido no válido: ${problem}`,
    form: (problem) => `Formulario no válido: ${problem}`,
    param: (problem) => `Dirección no válida: ${problem}`,
    header: (problem) => `Encabezado no válido: ${problem}`,
    cookie: (problem) => `Cookie no válida: ${problem}`,
  },
  noProblem: "no válido",
  unknownField: "Campo desconocido",
  notJson: "Envíe el contenido como JSON, con Content-Type: application/json",
  crossSitePost: "Esta solicitud llegó desde otro sitio. Envíela desde el formulario de nuestro propio sitio.",
  bodyTooLarge: (kilobytes) => `El contenido de la solicitud supera el límite de ${kilobytes} KB`,
  badRequest: "Solicitud no válida",
  failed: "Algo salió mal de nuestro lado",
};
