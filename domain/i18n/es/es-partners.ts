/** The partners' pages, in Spanish. */
import type { Messages } from "../messages.ts";

export const partners: Messages["partners"] = {
  getListed: {
    title: "Inscriba o reclame su comunidad o agencia",
    description: (siteName) =>
      `Inscriba gratis su comunidad de vivienda para personas mayores o su agencia de cuidado en ${siteName}, o reclame y verifique la ficha que las familias ya ven.`,
    claimSubject: (id, name) => `Reclamar la ficha ${id}: ${name}`,
    listSubject: "Inscribir mi comunidad o agencia",
    claiming: "Usted está reclamando la ficha de {listing}.",
    lead: (siteName) =>
      `Las familias usan ${siteName} para encontrar comunidades para personas mayores y agencias de cuidado, leer reseñas y preguntar por costos y visitas. Inscribir su comunidad o agencia es gratis.`,
    claimHeading: "Lo que le da reclamar su ficha",
    claimGives: [
      "Una insignia de socio verificado en su página, para que las familias sepan que los datos vienen de usted.",
      "Usted decide lo que muestra la página: descripción, servicios, precios, fotos y datos de contacto.",
      "Una forma de responder a las reseñas en público, en nombre de su negocio.",
    ],
    howHeading: "Cómo inscribirse o reclamar una ficha",
    writeTo: "Escriba a {email} con su nombre, su cargo y el nombre y la dirección de la comunidad o agencia.",
    writeToClaiming:
      "Escriba a {email} (el enlace ya indica la ficha que usted reclama) con su nombre, su cargo y el nombre y la dirección de la comunidad o agencia.",
    check:
      "Confirmamos con la comunidad o agencia que usted habla en su nombre, casi siempre por teléfono, al número que aparece en la ficha.",
    verified: "Una vez confirmado, marcamos la ficha como verificada y hacemos los cambios que nos envíe.",
    questions: "¿Preguntas? Llámenos al {phone}.",
  },
};
