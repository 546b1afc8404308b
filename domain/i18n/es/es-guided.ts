/** Guided search, in Spanish. */
import type { Messages } from "../messages.ts";

export const guided: Messages["guided"] = {
  banner: {
    text: "¿No sabe qué cuidado necesita?",
    open: "Responda unas preguntas",
  },
  title: "Encuentre el cuidado adecuado",
  description: (siteName) =>
    `Unas pocas preguntas en ${siteName} que le recomiendan el tipo de cuidado para personas mayores que le conviene.`,
  loading: "Cargando las preguntas…",
  step: (step, steps, label) => `Paso ${step} de ${steps}: ${label}`,
  previous: "Anterior",
  next: "Siguiente",
  reset: "Empezar de nuevo",
  changeAnswers: "Cambiar respuestas",
  noAnswer: "Debe responder al menos una de las preguntas.",
  questions: {
    dailyNeeds: {
      step: "Necesidades diarias",
      question: "¿Cuánta ayuda necesita con las tareas de todos los días?",
      description: "Piense en bañarse, vestirse, las comidas, las tareas de la casa y moverse.",
      options: [
        "Ninguna: se arregla solo o sola",
        "Un poco de ayuda con una o dos tareas",
        "Ayuda frecuente con varias tareas",
        "Ayuda con casi todo, de día y de noche",
      ],
    },
    memory: {
      step: "Memoria",
      question: "¿Le preocupa la pérdida de memoria o la confusión?",
      description: "El cuidado de la memoria ofrece edificios seguros y personal preparado para atender la demencia.",
      options: [
        "No, no me preocupa",
        "Olvida algunas cosas, pero está seguro o segura cuando está solo o sola",
        "Demencia o Alzheimer, o se pierde o sale sin rumbo",
      ],
    },
    medicalCare: {
      step: "Cuidado médico",
      question: "¿Qué tipos de cuidado médico necesita?",
      description: "Elija todas las que correspondan.",
      options: [
        "Recordatorios o ayuda para tomar medicinas",
        "Cuidado de enfermería especializada todos los días",
        "Recuperación después de estar en el hospital",
        "Cuidado de una enfermedad de largo plazo, como la diabetes o una enfermedad del corazón",
        "No necesita cuidado médico",
      ],
    },
    independence: {
      step: "Independencia",
      question: "¿Dónde preferiría vivir su ser querido?",
      description: "El cuidado puede llegar a su casa, o puede mudarse a un lugar donde tenga cuidado cerca.",
      options: [
        "En su casa, con ayuda que llega",
        "En una comunidad, en su propio apartamento",
        "Donde tenga cuidado a toda hora",
      ],
    },
    budget: {
      step: "Presupuesto",
      question: "¿Qué presupuesto mensual tiene en mente?",
      description: "Para el cuidado y la vivienda juntos. Muchas familias combinan ahorros, beneficios y seguros.",
      options: ["Menos de $3,000", "De $3,000 a $5,000", "De $5,000 a $8,000", "Más de $8,000", "Todavía no lo sé"],
    },
    location: {
      step: "Ubicación",
      question: "¿Dónde busca cuidado?",
      description: "Una ciudad y un estado, o un código postal. Déjelo vacío para mantener el lugar que buscó.",
      options: [],
    },
  },
  page: {
    intro: "Responda todas las preguntas que pueda y le recomendaremos el tipo de cuidado que le conviene.",
    answersHeading: "Sus respuestas",
    submit: "Ver mi recomendación",
    problem: (field, message) => `No se pueden leer estas respuestas: ${field}: ${message}.`,
    invalid: "no válidas",
    tooLong: (limit) => `${limit} caracteres como máximo`,
    oneAnswer: "dé una sola respuesta",
    notAnAnswer: "no es una de las respuestas de la pregunta",
    chooseOne: "elija una sola respuesta",
  },
  recommendation: {
    heading: (careType) => `Le recomendamos: ${careType}`,
    search: (careType) => `Buscar ${careType.toLowerCase()}`,
    searchNear: (careType, place) => `Buscar ${careType.toLowerCase()} cerca de ${place}`,
    careTypes: {
      assisted_living_facilities:
        "Un hogar propio dentro de una comunidad, con ayuda todos los días para bañarse, vestirse, comer y tomar medicinas.",
      alzheimers_care_facilities:
        "Una comunidad segura, con personal preparado para cuidar a personas que viven con demencia o Alzheimer.",
      nursing_homes:
        "Cuidado de enfermería a toda hora, para necesidades médicas complejas o para recuperarse después de estar en el hospital.",
      homecare_agencies: "Cuidadores que van a la casa de su ser querido, unas horas por semana o todos los días.",
      independent_living:
        "Una comunidad para adultos mayores activos, con comidas, actividades y sin tareas de la casa.",
    },
  },
};
