/** The landing page and its multi-step form, in Spanish. */
import type { Messages } from "../messages.ts";

export const landing: Messages["landing"] = {
  page: {
    title: "Encuentre opciones y precios de cuidado para personas mayores cerca de usted",
    description: (siteName) =>
      `Responda tres preguntas rápidas y un asesor familiar de ${siteName} le dirá qué opciones de cuidado y precios hay cerca de usted, sin costo.`,
    speak: "Hable con un asesor familiar",
    noScript: "Este formulario necesita JavaScript. Mejor llame a un asesor familiar al {phone}.",
    reasonsHeading: (siteName) => `Por qué las familias llaman a ${siteName}`,
    freeHeading: "Sin costo y sin compromiso",
    free: "A nuestros asesores familiares les pagan las comunidades y agencias, nunca usted.",
    pricesHeading: "Precios desde el principio",
    prices: "Sepa cuánto cuesta de verdad el cuidado cerca de su ser querido antes de visitar.",
    reviewsHeading: "Reseñas de familias",
    reviews: "Compare lugares con calificaciones y reseñas de personas que los conocen.",
  },
  form: {
    progress: (step, total) => `Paso ${step} de ${total}`,
    back: "Atrás",
    sending: "Enviando…",
    previousStepsError: "Revise los pasos anteriores: hay un error en al menos uno de ellos.",
    errorOnSubmit: "Algo salió mal. Vuelva a intentarlo.",
    required: "Este campo es obligatorio",
    chooseOne: "- Elija una opción -",
    tooLong: "El texto es demasiado largo",
  },
  config: {
    imageAlt: "Una residencia para personas mayores de tres pisos bajo un cielo azul",
    who: "¿Para quién busca?",
    careStep: {
      headline: "Encuentre el cuidado que le conviene a su familia",
      subHeadline:
        "Responda tres preguntas rápidas y un asesor familiar de su zona le dirá qué opciones y precios hay, sin costo.",
      formHeadline: "Cuéntenos qué cuidado necesita",
      careType: "¿Qué tipo de cuidado?",
      next: "Siguiente",
      helpTextHeader: "¿No sabe qué tipo de cuidado?",
      helpText: "Elija el más parecido. Su asesor lo hablará con usted.",
    },
    budgetStep: {
      headline: "Planee el costo del cuidado",
      subHeadline: "Saber su presupuesto nos ayuda a sugerirle lugares que pueda pagar.",
      formHeadline: "¿Qué presupuesto mensual tiene en mente?",
      budget: "Presupuesto mensual",
      infoText: "Incluya la ayuda de su familia, su seguro o sus beneficios.",
      under2000: "Menos de $2,000",
      from2000: "De $2,000 a $4,000",
      from4000: "De $4,000 a $6,000",
      over6000: "Más de $6,000",
      notSure: "Todavía no lo sé",
    },
    contactStep: {
      headline: "Sus opciones están listas",
      subHeadline: "Díganos adónde enviarlas. Un asesor familiar le llamará para explicarle los precios y las visitas.",
      formHeadline: "¿Adónde le enviamos sus opciones?",
      fullName: "Nombre completo",
      email: "Correo electrónico",
      phone: "Teléfono",
      zip: "Código postal donde se necesita el cuidado",
      zipRequired: "Escriba un código postal",
      zipInfo: "Lo usamos para encontrar lugares cerca de su ser querido.",
      cta: "Ver precios y opciones",
    },
    timelineStep: {
      headline: "Encontremos cuidado a su ritmo",
      subHeadline: "Díganos cuándo se necesita el cuidado y para quién es.",
      formHeadline: "¿Cuándo necesita el cuidado y para quién?",
      timeline: "¿Qué tan pronto necesita el cuidado?",
      options: { Urgent: "Urgente", "30 Days": "En 30 días", "60 Days": "En 60 días", Longer: "Más adelante" },
    },
  },
};
