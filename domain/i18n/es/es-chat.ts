/** The chat, in Spanish. */
import type { Messages } from "../messages.ts";

export const chat: Messages["chat"] = {
  title: (siteName) => `Asistente de cuidado de ${siteName}`,
  launcher: {
    open: "Chatee con nosotros",
    close: "Cerrar el chat",
  },
  dialog: {
    close: "Cerrar el chat",
    online: "En línea",
    connecting: "Conectando",
    log: "Conversación",
    typing: "El asistente está escribiendo",
    earlier: "Antes en esta visita",
    retry: "Intentar de nuevo",
  },
  popOut: {
    open: "Abrir el chat",
    dismiss: "Ocultar este mensaje",
  },
  answer: {
    text: "Su respuesta",
    location: "Ciudad, estado o código postal",
    required: "Por favor, responda",
  },
  buttons: {
    start: "Sí, empecemos",
    decline: "No, gracias",
    send: "Enviar",
    skipTour: "Sin visita por ahora",
  },
  script: {
    greeting: (siteName) =>
      `¡Hola! Soy el asistente de cuidado de ${siteName}. Con unas pocas preguntas rápidas puedo ayudarle a encontrar cuidado para personas mayores y conseguirle precios. ¿Empezamos?`,
    greetingFor: (siteName, provider) =>
      `¡Hola! Soy el asistente de cuidado de ${siteName}. Con unas pocas preguntas rápidas puedo conseguirle los precios y la disponibilidad de ${provider}. ¿Empezamos?`,
    whoFor: "¿Para quién busca cuidado?",
    careType: "¿Qué tipo de cuidado busca?",
    location: "¿Dónde necesita el cuidado? Escriba una ciudad, un estado o un código postal.",
    fullName: "Gracias. ¿Cuál es su nombre completo?",
    phone: (recipient) => `¿A qué número de teléfono le puede llamar ${recipient}?`,
    email: "¿Y su correo electrónico?",
    tour: "¿Le gustaría visitar una comunidad? Elija un horario, o sáltese este paso.",
    tourFor: (provider) => `¿Le gustaría visitar ${provider}? Elija un horario, o sáltese este paso.`,
    closing: (promise) => `¡Gracias! Su solicitud va en camino. ${promise}`,
    notSure: "Todavía no lo sé",
  },
};
