/** The saved list, in Spanish. */
import type { Messages } from "../messages.ts";

export const saved: Messages["saved"] = {
  outcomes: {
    saved: "Proveedor guardado",
    unsaved: "Proveedor quitado de guardados",
    limit: "Llegó al límite de proveedores guardados",
  },
  viewSaved: "Ver proveedores guardados",
  failed: "No se pudo completar. Inténtelo de nuevo.",
  page: {
    title: "Proveedores guardados",
    description: (siteName: string) =>
      `Las comunidades para mayores y los proveedores de cuidado que usted guardó en ${siteName}.`,
    lead: "Los proveedores que usted guarda se quedan en este navegador, para compararlos, compartir la lista y comunicarse cuando esté listo.",
    limitLeftOut: ": los proveedores compartidos que no cabían no se guardaron. Quite algunos para hacer espacio.",
  },
  shared: {
    title: "Una lista compartida",
    description: (siteName: string) =>
      `Una lista de comunidades para mayores y proveedores de cuidado compartida en ${siteName}.`,
    lead: "Alguien compartió estos proveedores con usted. Puede preguntarles por los costos, compararlos o guardarlos en su propia lista en este navegador.",
    keep: "Guardar en mi lista",
  },
  list: {
    count: (count: number) =>
      count === 0
        ? "Aún no tiene proveedores guardados"
        : `${count} ${count === 1 ? "proveedor guardado" : "proveedores guardados"}`,
    empty:
      "Toque el corazón en la tarjeta de un proveedor para guardarlo aquí; luego vuelva para comparar y comunicarse.",
    search: "Buscar vivienda y cuidado para mayores",
    sharedCount: (count: number) =>
      count === 0
        ? "Ninguno de estos proveedores aparece ya en la lista"
        : `${count} ${count === 1 ? "proveedor" : "proveedores"} en esta lista`,
    sharedEmpty: "Los proveedores de este enlace ya no aparecen en la lista. Busque otros cerca de usted.",
  },
  share: {
    heading: "Compartir esta lista",
    about:
      "Cualquier persona con este enlace ve estos proveedores, sin poder cambiarlos, en cualquier dispositivo. Solo contiene los números de los proveedores: nada sobre usted.",
    label: "Enlace a esta lista",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    notCopied: "No se pudo copiar el enlace: está seleccionado, listo para copiar.",
  },
  compareForm: {
    heading: "Comparar lado a lado",
    legend: "Elija hasta {limit} proveedores para comparar",
    submit: "Comparar los elegidos",
  },
  heart: {
    save: (name: string) => `Guardar ${name}`,
    remove: (name: string) => `Quitar ${name} de guardados`,
  },
  button: {
    save: "Guardar",
    saved: "Guardado",
  },
  problem: {
    back: "Ir a sus proveedores guardados",
    notChanged: "Su lista de guardados no cambió",
    notAList: "Este enlace no indica una lista de proveedores",
    formKind: "Envíe el guardado como lo hace el formulario de la página (un envío de formulario).",
    unreadable: "No se pudo leer el formulario.",
    tooLarge: (kilobytes: number) => `El formulario pasa de los ${kilobytes} KB que puede enviar un guardado.`,
    noSuchProvider: "ningún proveedor tiene este número",
    invalid: "no es válido",
    providerId: "debe ser un número de proveedor (un número entero positivo)",
    ids: "deben ser números de proveedor separados por comas",
    idsMax: (limit: number) => `debe tener como máximo ${limit} números de proveedor`,
    idsPositive: "deben ser números de proveedor (enteros positivos)",
    idsOnce: "debe nombrar cada proveedor una sola vez",
    returnTo: "debe ser una dirección de este sitio",
  },
};
