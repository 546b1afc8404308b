/** Guided search, in English. */
export const guided = {
  /** The banner on the results page. */
  banner: {
    text: "Not sure what care you need?",
    open: "Answer a few questions",
  },
  title: "Find the right care",
  description: (siteName: string) => `A few questions on ${siteName} that recommend the kind of senior care that fits.`,
  loading: "Loading the questions…",
  /** spec: search-and-compare §3, §4, a step's heading: its number and its label. */
  step: (step: number, steps: number, label: string) => `Step ${step} of ${steps}: ${label}`,
  previous: "Previous",
  next: "Next",
  reset: "Reset",
  changeAnswers: "Change answers",
  /** spec: search-and-compare §5, §8, guided search with no answer. */
  noAnswer: "You must provide an answer in at least one of the questions.",
  /**
   * spec: search-and-compare §3, the questions by key. An option's English text is also the
   * answer's value in the form, the address and the stored record (ui/guided-search/guided-questions.ts).
   */
  questions: {
    dailyNeeds: {
      step: "Daily needs",
      question: "How much help is needed with everyday tasks?",
      description: "Think of bathing, dressing, meals, housework and getting around.",
      options: [
        "None: they manage on their own",
        "A little help with one or two tasks",
        "Regular help with several tasks",
        "Help with almost everything, day and night",
      ],
    },
    memory: {
      step: "Memory",
      question: "Is memory loss or confusion a concern?",
      description: "Memory care offers secure buildings and staff trained for dementia.",
      options: [
        "No",
        "Some forgetfulness, but safe when alone",
        "Dementia or Alzheimer's, or wandering and getting lost",
      ],
    },
    medicalCare: {
      step: "Medical care",
      question: "Which kinds of medical care are needed?",
      description: "Choose all that apply.",
      options: [
        "Reminders or help taking medicines",
        "Skilled nursing care every day",
        "Recovery after a hospital stay",
        "Care for a long-term condition, such as diabetes or heart disease",
        "No medical care is needed",
      ],
    },
    independence: {
      step: "Independence",
      question: "Where would your loved one rather live?",
      description: "Care can come to their home, or they can move where care is at hand.",
      options: [
        "At home, with help coming in",
        "In a community, in an apartment of their own",
        "Wherever care is at hand around the clock",
      ],
    },
    budget: {
      step: "Budget",
      question: "What monthly budget do you have in mind?",
      description: "For care and housing together. Many families combine savings, benefits and insurance.",
      options: ["Under $3,000", "$3,000 to $5,000", "$5,000 to $8,000", "More than $8,000", "Not sure yet"],
    },
    location: {
      step: "Location",
      question: "Where are you looking for care?",
      description: "A city and state, or a ZIP code. Leave it empty to keep the place you searched.",
      options: [] as string[],
    },
  },
  /** The guided search page, which works without JavaScript. */
  page: {
    intro: "Answer as many of these questions as you can, and we will recommend the kind of care that fits.",
    answersHeading: "Your answers",
    submit: "See my recommendation",
    /** The address's answers could not be read: `field` is the question's key. */
    problem: (field: string, message: string) => `These answers cannot be read: ${field}: ${message}.`,
    invalid: "invalid",
    tooLong: (limit: number) => `at most ${limit} characters`,
    oneAnswer: "give one answer",
    notAnAnswer: "not one of the question's answers",
    chooseOne: "choose one answer",
  },
  recommendation: {
    heading: (careType: string) => `We recommend ${careType}`,
    search: (careType: string) => `Search ${careType}`,
    searchNear: (careType: string, place: string) => `Search ${careType} near ${place}`,
    /** A sentence on each care type the questionnaire recommends. */
    careTypes: {
      assisted_living_facilities:
        "A home of their own in a community, with help every day with bathing, dressing, meals and medicines.",
      alzheimers_care_facilities:
        "A secure community with staff trained to care for people living with dementia or Alzheimer's.",
      nursing_homes: "Nursing care around the clock, for complex medical needs or recovery after a hospital stay.",
      homecare_agencies: "Caregivers who come to your loved one's home, for a few hours a week or every day.",
      independent_living: "A community for active older adults, with meals, activities and no housework.",
    },
  },
};
