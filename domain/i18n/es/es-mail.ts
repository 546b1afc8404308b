/** The emails, in Spanish. */
import type { Messages } from "../messages.ts";

export const mail: Messages["mail"] = {
  deletion: {
    subject: (siteName) => `Confirme: borrar sus solicitudes en ${siteName}`,
    asked: (siteName) =>
      `Alguien le pidió a ${siteName} que borre las solicitudes enviadas con este correo electrónico.`,
    open: "Para borrarlas, abra este enlace y presione el botón de la página:",
    expiry: (days) =>
      `El enlace funciona durante ${days} días. Si usted no lo pidió, ignore este mensaje: no se borrará nada.`,
  },
};
