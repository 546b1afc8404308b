/**
 * The chat assistant's script as data (spec reviews-and-provider-page §3, Chat: a step has a
 * type, text, options with a name and a next step, first and last step flags, showLegalText and
 * submitInquiry): its zod/mini schema, and the graph rules a script must keep so that every
 * conversation ends, in a sent inquiry or a closed chat, never in a loop or a dead end.
 */
import * as z from "zod/mini";

/**
 * spec: reviews-and-provider-page §4, Chat assistant: the user-input fields an answer is saved
 * into: fullName, email, phoneNumber, whoAreYouLookingFor, typeOfCare, careLocation, tourTime.
 */
const CHAT_FIELDS = [
  "fullName",
  "email",
  "phoneNumber",
  "whoAreYouLookingFor",
  "typeOfCare",
  "careLocation",
  "tourTime",
] as const;
export type ChatField = (typeof CHAT_FIELDS)[number];

/** How an input step's box behaves: plain text, a name, a masked phone, an email, a place with suggestions. */
const CHAT_INPUT_KINDS = ["text", "name", "tel", "email", "location"] as const;
export type ChatInputKind = (typeof CHAT_INPUT_KINDS)[number];

const stepId = z.string().check(z.regex(/^[a-z][a-zA-Z0-9-]{0,39}$/, "a step id is a short word"));

const chatOptionSchema = z.object({
  /** What the button (or an input step's send button) reads. */
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  /** What is saved into the step's field; the name when absent. */
  value: z.optional(z.string().check(z.maxLength(200))),
  nextStep: z.optional(stepId),
  /** spec §4: an option flagged as not continuing closes the chat. */
  closesChat: z.optional(z.boolean()),
});
type ChatOption = z.infer<typeof chatOptionSchema>;

const chatStepSchema = z.object({
  id: stepId,
  type: z.enum(["button", "input"]),
  text: z.string().check(z.minLength(1), z.maxLength(600)),
  /** The user-input field the step's answer fills. */
  field: z.optional(z.enum(CHAT_FIELDS)),
  /** An input step's kind of box. */
  input: z.optional(z.enum(CHAT_INPUT_KINDS)),
  /** A button step's choices; an input step's one option is its send button. */
  options: z.array(chatOptionSchema).check(z.maxLength(16)),
  isFirstStep: z.optional(z.boolean()),
  isLastStep: z.optional(z.boolean()),
  /** Shows the brand's consent text with the step (the step where the family sends its details). */
  showLegalText: z.optional(z.boolean()),
  /** Passing this step sends the inquiry. */
  submitInquiry: z.optional(z.boolean()),
});
export type ChatStep = z.infer<typeof chatStepSchema>;

const chatScriptSchema = z.array(chatStepSchema).check(z.minLength(1), z.maxLength(40));
export type ChatScript = z.infer<typeof chatScriptSchema>;

/** Where an option leads: a step id, or null when it closes the chat. */
function targetOf(option: ChatOption): string | null {
  return option.closesChat ? null : (option.nextStep ?? null);
}

/** The step-local rules: ids, flags, options and fields that fit the step's type. */
function stepProblems(step: ChatStep, ids: Set<string>): string[] {
  const problems: string[] = [];
  const at = `step ${step.id}`;
  if (step.isLastStep && step.options.length > 0) problems.push(`${at} is a last step with options`);
  if (!step.isLastStep && step.options.length === 0) problems.push(`${at} has no option and is not a last step`);
  if (step.type === "input") {
    if (!step.field) problems.push(`${at} is an input step without a field`);
    if (!step.input) problems.push(`${at} is an input step without an input kind`);
    if (step.options.length !== 1 && !step.isLastStep) problems.push(`${at} is an input step without one send option`);
    if (step.options.some((option) => option.closesChat)) problems.push(`${at} is an input step whose send closes`);
  }
  for (const option of step.options) {
    if (option.closesChat && option.nextStep) problems.push(`${at}: option ${option.name} both closes and goes on`);
    if (!option.closesChat && !option.nextStep) problems.push(`${at}: option ${option.name} leads nowhere`);
    if (option.nextStep && !ids.has(option.nextStep))
      problems.push(`${at}: option ${option.name} names the unknown step ${option.nextStep}`);
  }
  return problems;
}

/**
 * Every problem of a script, in words; none for a sound one. Beyond the schema: unique ids,
 * one first step, options that name known steps, every step reachable from the first, no loop
 * (a path that never ends), and every path that reaches a last step passes a step that sends
 * the inquiry on its way.
 */
export function chatScriptProblems(input: unknown): string[] {
  const parsed = chatScriptSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const script = parsed.data;
  const ids = new Set(script.map((step) => step.id));
  const problems: string[] = [];
  if (ids.size !== script.length) problems.push("two steps share an id");
  const firsts = script.filter((step) => step.isFirstStep);
  if (firsts.length !== 1) problems.push(`a script has one first step, not ${firsts.length}`);
  for (const step of script) problems.push(...stepProblems(step, ids));
  const first = firsts[0];
  if (problems.length > 0 || !first) return problems;

  const byId = new Map(script.map((step) => [step.id, step]));
  const reached = new Set<string>();
  const onPath = new Set<string>();
  const done = new Set<string>();
  // Depth-first over the paths: a step met again on the same path is a loop; a last step met
  // before any sending step is a conversation that ends without the inquiry. A step already
  // walked with the same 'sent so far' has nothing new to show.
  const walk = (id: string, sent: boolean) => {
    const step = byId.get(id);
    if (!step || done.has(`${id}:${sent}`)) return;
    if (onPath.has(id)) {
      problems.push(`the path through ${[...onPath, id].join(" > ")} never ends`);
      return;
    }
    reached.add(id);
    const sentHere = sent || step.submitInquiry === true;
    if (step.isLastStep && !sentHere) problems.push(`the path to the last step ${id} never sends the inquiry`);
    onPath.add(id);
    for (const target of new Set(step.options.map(targetOf))) if (target) walk(target, sentHere);
    onPath.delete(id);
    done.add(`${id}:${sent}`);
  };
  walk(first.id, false);
  for (const step of script) if (!reached.has(step.id)) problems.push(`step ${step.id} cannot be reached`);
  return [...new Set(problems)];
}

/** The script, or the error naming its first problems: a broken script is refused as a whole. */
export function parseChatScript(input: unknown): { ok: true; script: ChatScript } | { ok: false; problems: string[] } {
  const problems = chatScriptProblems(input);
  return problems.length === 0 ? { ok: true, script: input as ChatScript } : { ok: false, problems };
}
