/**
 * The sentences demo reviews are composed from. Each sentence belongs to a voice, so that a
 * visitor writes about the tour, a resident in the first person, an employee about the work,
 * and families about their relative; slots in braces are filled by review-text.ts.
 */
import type { CareTypeId, RollUpType } from "../../../domain/care-types.ts";

export type Sentiment = "positive" | "mixed" | "negative";
export type Sentences = Readonly<Record<Sentiment, readonly string[]>>;

/** Who is writing: families and clients, residents, visitors, staff, or others who know the place. */
type Voice = "family" | "resident" | "visitor" | "staff" | "other";

export const VOICE_OF: Readonly<Record<string, Voice>> = {
  "friend-or-relative": "family",
  "current-client": "family",
  "past-client": "family",
  resident: "resident",
  visited: "visitor",
  employee: "staff",
  other: "other",
};

export const RELATIVES = [
  "mother",
  "father",
  "grandmother",
  "grandfather",
  "aunt",
  "uncle",
  "husband",
  "wife",
  "mother-in-law",
  "father-in-law",
];
export const DURATIONS = [
  "three months",
  "six months",
  "about a year",
  "eighteen months",
  "two years",
  "nearly three years",
  "over four years",
];
export const WHENS = [
  "last spring",
  "last fall",
  "in January",
  "this summer",
  "after a hospital stay",
  "two years ago",
  "right after the holidays",
  "late last year",
];
export const ACTIVITIES = [
  "chair yoga",
  "bingo",
  "the gardening club",
  "music afternoons",
  "bus trips to the lake",
  "painting classes",
  "trivia nights",
  "the walking group",
  "the book club",
  "movie nights",
];
export const MEALS = [
  "pot roast",
  "fresh salads",
  "Sunday brunch",
  "homemade soups",
  "baked fish",
  "dessert cart",
  "breakfast omelets",
];
export const EVENTS = ["hip surgery", "stroke", "fall", "knee replacement", "hospital stay", "heart procedure"];
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const PRAISE = ["Wonderful", "Lovely", "Excellent", "Great", "Fantastic", "Warm and welcoming", "Outstanding"];

export const OPENERS: Readonly<Record<string, readonly string[]>> = {
  resident: [
    "I have lived here for {duration}.",
    "I moved in {when} after selling our house.",
    "After {duration} as a resident, I feel I can speak to daily life here.",
    "My husband and I moved in {when}.",
  ],
  "friend-or-relative": [
    "My {relative} has lived here for {duration}.",
    "We moved my {relative} here {when}.",
    "Our family chose this community for my {relative} {when}.",
    "I visit my {relative} here several times a week.",
    "My {relative} has called this place home for {duration}.",
  ],
  visited: [
    "We toured {name} {when} while looking for a place for my {relative}.",
    "I visited on a {weekday} afternoon without an appointment.",
    "We stopped by for a tour {when}.",
    "I toured three communities for my {relative} and this was one of them.",
  ],
  "current-client": [
    "This agency has cared for my {relative} for {duration}.",
    "We started with this agency {when} for my {relative}.",
    "A caregiver from {name} comes to my {relative}'s home three days a week.",
    "We have used their services for my {relative} for {duration} now.",
  ],
  "past-client": [
    "This agency cared for my {relative} {when}.",
    "We used their services for {duration} after my {relative}'s {event}.",
    "They helped our family after my {relative}'s {event}.",
  ],
  employee: ["I have worked here for {duration}.", "I joined the team {when}.", "I have been on staff for {duration}."],
  other: [
    "I know {name} through volunteering with my church group.",
    "I referred a neighbor here {when}.",
    "A friend asked me to share our experience with her {relative}.",
    "Several people from my neighborhood have used {name}.",
  ],
};

/** Sentences anyone who knows the place can write: no relative, no first person. */
const LIVING_GENERAL: Sentences = {
  positive: [
    "The staff are warm and patient, and {staff} at the front desk knows every resident by name.",
    "There is always something going on, from {activity} to afternoon concerts.",
    "The building is bright, clean and easy to get around.",
    "The nurses stay on top of medications and doctor visits.",
    "Housekeeping is thorough and the laundry comes back folded.",
    "The gardens and courtyard are lovely in the evenings.",
    "The monthly price is fair for everything included.",
  ],
  mixed: [
    "The staff are kind, but turnover has been high this year.",
    "The food is fine most days, though the menu repeats often.",
    "Activities are offered, but many are canceled at the last minute.",
    "The common areas are nice, while some apartments feel dated.",
    "It is clean, but the hallways can smell like cleaning products.",
    "Evenings and weekends feel short-staffed.",
  ],
  negative: [
    "Call buttons sometimes go unanswered for half an hour.",
    "The food is often cold by the time it reaches the table.",
    "Several of the promised activities never happened.",
    "Billing mistakes happened three months in a row.",
    "The building is not kept as clean as it should be.",
  ],
};

const LIVING_FAMILY: Sentences = {
  positive: [
    "The food is genuinely good, and my {relative} still talks about the {meal}.",
    "The care team calls us right away whenever something changes.",
    "The apartment was freshly painted and ready on move-in day.",
    "My {relative} has made real friends here, especially through {activity}.",
    "Move-in was smooth thanks to {staff}, who walked us through every form.",
  ],
  mixed: [
    "Communication is good when you reach {staff}, less so otherwise.",
    "The price went up more than we expected at renewal.",
    "My {relative} likes the people but misses having a real kitchen.",
  ],
  negative: [
    "We were not told about my {relative}'s fall until the next day.",
    "My {relative}'s apartment needed repairs that took weeks to finish.",
    "Management changed twice while my {relative} lived there.",
  ],
};

const LIVING_RESIDENT: Sentences = {
  positive: [
    "I have made more friends here than I had in years, mostly through {activity}.",
    "I never have to cook unless I want to, and the {meal} is a favorite of mine.",
    "My apartment gets lovely morning light.",
    "The staff check on me without making me feel watched.",
  ],
  mixed: [
    "I like my apartment, but the walls are thin.",
    "The shuttle schedule does not always fit my appointments.",
    "My rent went up more than I expected this year.",
  ],
  negative: [
    "My maintenance requests sit for weeks.",
    "I have felt lonely here because activities are so often canceled.",
    "The front desk rarely answers when I call.",
  ],
};

const LIVING_VISITOR: Sentences = {
  positive: [
    "{staff} gave us an unhurried tour and answered every question.",
    "The apartments we saw were bright, clean and freshly updated.",
    "Residents were busy with {activity} when we walked through, and they looked happy.",
    "The dining room smelled wonderful at lunchtime, and we were invited to stay for a meal.",
    "{staff} from the sales office followed up the next day with everything we asked for.",
    "We joined residents for {meal} and it was delicious.",
    "The staff we met in the hallway greeted the residents by name.",
    "We saw a lively session of {activity} on our way to the model apartment.",
  ],
  mixed: [
    "The tour felt rushed, though the building itself was nice.",
    "Pricing was not clear until we asked twice.",
    "The model apartment was lovely, but the available ones were smaller.",
    "{staff} was friendly, but could not tell us much about staffing levels.",
    "The grounds were lovely, though the apartments were smaller than we hoped.",
  ],
  negative: [
    "Nobody was at the front desk when we arrived for our appointment.",
    "The hallways had an unpleasant smell during our visit.",
    "We never received the pricing sheet we were promised.",
    "{staff} spent the whole tour on pricing and none of it on care.",
    "The residents we saw were sitting in the hallway with nothing to do.",
  ],
};

const CARE_GENERAL: Sentences = {
  positive: [
    "The office always answers the phone and fixes scheduling changes the same day.",
    "Billing is clear and matches the hours on the schedule.",
    "Their caregivers are well trained and courteous.",
    "They are known for sending the same caregiver week after week.",
  ],
  mixed: [
    "Scheduling works most weeks, though weekend shifts are harder to fill.",
    "The care is solid, while the office can be slow to return calls.",
    "The hourly rate is on the high side for the area.",
  ],
  negative: [
    "Caregivers arrive late or not at all too often.",
    "The office is hard to reach after hours.",
    "Turnover among caregivers is very high.",
  ],
};

const CARE_FAMILY: Sentences = {
  positive: [
    "Our caregiver {staff} is punctual, gentle and treats my {relative} with real respect.",
    "They matched us with a caregiver who speaks my {relative}'s language.",
    "Help with bathing and dressing has made my {relative}'s mornings so much easier.",
    "The nurse explained every medication change in plain words.",
    "They covered extra hours on short notice when we needed them.",
    "My {relative} looks forward to the visits and the short walks they take together.",
    "The care plan was reviewed with us every few months.",
    "They helped us understand what Medicare would and would not cover.",
  ],
  mixed: [
    "The caregivers are good, but we have had many different ones.",
    "Our first caregiver was wonderful, the second less so.",
  ],
  negative: [
    "Nobody called us when a visit was canceled.",
    "We had to train each new caregiver ourselves.",
    "The office promised a consistent caregiver and never delivered one.",
    "We were billed for hours that were not worked.",
  ],
};

const STAFF: Sentences = {
  positive: [
    "Management supports us with good training and fair schedules.",
    "Everyone here genuinely cares about the people we serve.",
    "{staff}, our director, keeps an open door for staff and families alike.",
    "We have enough people on each shift to do the job properly.",
  ],
  mixed: [
    "It is a good place to work, but we are often short-handed on weekends.",
    "Pay is fair, though schedules change at short notice.",
  ],
  negative: [
    "Staff turnover is high and new hires get little training.",
    "Management does not listen to the people doing the work.",
  ],
};

/** The general and voice-specific sentences of each roll-up type. */
export const TOPICS: Readonly<Record<RollUpType, { general: Sentences } & Partial<Record<Voice, Sentences>>>> = {
  "senior-living": {
    general: LIVING_GENERAL,
    family: LIVING_FAMILY,
    resident: LIVING_RESIDENT,
    visitor: LIVING_VISITOR,
    staff: STAFF,
  },
  "senior-care": { general: CARE_GENERAL, family: CARE_FAMILY, staff: STAFF },
};

/** Which voices use the general sentences besides their own. */
export const USES_GENERAL: Readonly<Record<Voice, boolean>> = {
  family: true,
  resident: true,
  visitor: false,
  staff: false,
  other: true,
};

/** Care-type sentences added for families and residents, so a memory-care review sounds like one. */
export const CARE_TYPE_TOPICS: Partial<Record<CareTypeId, Partial<Record<Voice, Sentences>>>> = {
  alzheimers_care_facilities: {
    family: {
      positive: [
        "The memory care team is endlessly patient with my {relative}'s confusion.",
        "The secure courtyard lets my {relative} walk safely whenever they like.",
        "They redirect my {relative} gently during the late-afternoon restlessness.",
      ],
      mixed: ["The memory care wing is calm, though there are few activities on weekends."],
      negative: ["My {relative} wandered into another resident's room more than once."],
    },
  },
  nursing_homes: {
    family: {
      positive: [
        "Physical therapy got my {relative} walking again after the {event}.",
        "The nurses and aides work well together on every shift.",
      ],
      mixed: ["Rehab was excellent, but the long-term floor feels understaffed."],
      negative: ["Therapy sessions were shorter than what the discharge plan called for."],
    },
  },
  independent_living: {
    resident: {
      positive: [
        "The pool and the fitness classes keep me active.",
        "I love cooking in my own kitchen and joining friends for dinner when I like.",
      ],
      mixed: ["The apartments are roomy, but parking is tight."],
      negative: ["My maintenance requests sat for weeks."],
    },
  },
  continuing_care_retirement_communities: {
    family: {
      positive: ["Knowing assisted living and nursing care are on the same campus gives us peace of mind."],
      mixed: ["The entrance fee was hard to understand at first."],
      negative: ["Moving my {relative} between levels of care took far longer than promised."],
    },
  },
  adult_day_services: {
    family: {
      positive: ["My {relative} comes home from the day program happy and tired in a good way."],
      mixed: ["The program is good, but pickup times vary a lot."],
      negative: ["The van was late most mornings."],
    },
  },
  hospices: {
    family: {
      positive: [
        "The hospice nurse explained every step and was there within the hour when we called at night.",
        "The chaplain and social worker supported all of us, not just my {relative}.",
      ],
      mixed: ["The nurses were caring, but after-hours calls took a while to return."],
      negative: ["We waited a full day for a nurse visit during my {relative}'s last week."],
    },
  },
  home_healthcare_agencies: {
    family: {
      positive: ["The physical therapist came twice a week and my {relative} regained their balance."],
      mixed: ["Visits were helpful, though the schedule changed often."],
      negative: ["The wound care nurse missed two scheduled visits."],
    },
  },
  geriatric_care_managers: {
    family: {
      positive: ["The care manager coordinated doctors, pharmacy and insurance so we did not have to."],
      mixed: ["Good advice, but the hourly fee adds up quickly."],
      negative: ["We paid for an assessment and never received the written plan."],
    },
  },
};

/** One-sentence reviews from families: whole thoughts with fills, so short reviews vary too. */
export const FAMILY_SHORT_TAKES: Sentences = {
  positive: [
    "{praise} {kind} for my {relative}, and the staff truly care.",
    "{praise} experience from our first call, and my {relative} is thriving.",
    "{staff} and the team made my {relative} feel at home from day one.",
    "After {duration} with this {kind}, my {relative} is happier than in years.",
    "{praise} people who treat my {relative} like family.",
    "{praise} {kind}, and my {relative} looks forward to every day.",
    "Thanks to {staff}, the last {duration} have been so much easier for my {relative}.",
    "We chose this {kind} for my {relative} {when} and have never looked back.",
  ],
  mixed: [
    "A decent {kind} for my {relative}, but there is room to improve.",
    "Some good weeks and some hard ones for my {relative} over the last {duration}.",
    "Fine for my {relative} so far, though we expected more for the price.",
    "{staff} is great with my {relative}, but the rest of the team is hit or miss.",
    "Mostly fine for my {relative}, although {staff} and the team are stretched thin.",
  ],
  negative: [
    "Not the right {kind} for my {relative}, sadly.",
    "After {duration} we expected much better care for my {relative}.",
    "Things went downhill for my {relative} {when}, and nobody seemed to notice.",
    "My {relative} asked to leave after {duration}, and I understand why.",
    "We moved my {relative} out after {duration} and would not go back.",
  ],
};

/** One-sentence reviews from everyone else. */
export const GENERAL_SHORT_TAKES: Sentences = {
  positive: [
    "{praise} {kind} with a caring, steady team.",
    "{praise} place, and {staff} makes it shine.",
    "{praise} people doing careful work every day.",
    "{praise} {kind}, with {staff} leading a caring team.",
    "Everyone we met here, especially {staff}, was kind and professional.",
  ],
  mixed: [
    "An average {kind}: {staff} tries hard, but the follow-through is uneven.",
    "Good people, uneven management.",
    "Fine overall, but ask {staff} about staffing before you decide.",
  ],
  negative: [
    "Not one I can recommend right now.",
    "Too many broken promises over the last {duration}.",
    "{staff} tried to help, but the problems kept coming back.",
  ],
};

export const CLOSERS: Sentences = {
  positive: [
    "I would recommend them to any family.",
    "We are grateful we found them.",
    "Highly recommended.",
    "Thank you to the whole team.",
  ],
  mixed: [
    "Overall it is a decent choice, but ask plenty of questions first.",
    "It is not perfect, but it is worth a look.",
    "Worth a look, with realistic expectations.",
  ],
  negative: [
    "I would look at other options first.",
    "I cannot recommend them right now.",
    "Please visit more than once before deciding.",
  ],
};
