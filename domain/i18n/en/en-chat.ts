/** The chat, in English. */
export const chat = {
  /** The chat's name in its header, pop-out and landmark. */
  title: (siteName: string) => `${siteName} care assistant`,
  launcher: {
    open: "Chat with us",
    close: "Close chat",
  },
  dialog: {
    close: "Close the chat",
    online: "Online",
    connecting: "Connecting",
    log: "Conversation",
    typing: "The assistant is typing",
    earlier: "Earlier in this visit",
    retry: "Try again",
  },
  popOut: {
    open: "Open the chat",
    dismiss: "Hide this message",
  },
  /** An input step's box: its label by kind, and what an empty answer reads. */
  answer: {
    text: "Your answer",
    location: "City, state or ZIP code",
    required: "Please answer",
  },
  /** The chat's own buttons that are not answers' values. */
  buttons: {
    start: "Yes, let's start",
    decline: "No, thanks",
    send: "Send",
    skipTour: "No tour for now",
  },
  /** spec: reviews-and-provider-page §1, §4, the conversation's steps. */
  script: {
    greeting: (siteName: string) =>
      `Hi! I'm the ${siteName} care assistant. I can help you find senior care and get you prices in a few quick questions. Shall we start?`,
    greetingFor: (siteName: string, provider: string) =>
      `Hi! I'm the ${siteName} care assistant. I can get you prices and availability for ${provider} in a few quick questions. Shall we start?`,
    whoFor: "Who are you looking for care for?",
    careType: "What type of care are you looking for?",
    location: "Where do you need care? Type a city, state or ZIP code.",
    fullName: "Thank you. What is your full name?",
    phone: (recipient: string) => `What phone number can ${recipient} call you on?`,
    email: "And your email address?",
    tour: "Would you like to tour a community? Pick a time, or skip it.",
    tourFor: (provider: string) => `Would you like to tour ${provider}? Pick a time, or skip it.`,
    /** The closing, then who will contact the family (domain/inquiry/lead-promise.ts). */
    closing: (promise: string) => `Thank you! Your request is on its way. ${promise}`,
    /** The care-type choice of a family that does not know yet. */
    notSure: "Not sure yet",
  },
};
