/**
 * What a visitor changed in an island before it was live. On a slow phone the page reads and
 * takes input for a while before its scripts arrive: a box ticked then, a choice made or an
 * option picked stays on screen through hydration (React keeps what the browser shows), but the
 * island's state never heard of it, so the results would not follow and the next render would
 * set it back. Such changes are read when the entry starts (React may set a select back as it
 * hydrates) and as they come until the island's hydration begins (React takes them from then
 * on), and made again as the visitor made them,
 * one task apart, once every island started is live (sooner, a change could reach an island
 * still matching its server HTML). Text fields need nothing: the forms read their fields when
 * sent. A click on a button that does nothing without script (`type="button"`: a heart, a
 * carousel arrow) is held and made again then too; every other early click does what the page's
 * plain HTML does with it (a link opens, a form posts).
 */

/** The parts of a box this module reads and sets. */
export interface Box {
  type: string;
  checked: boolean;
  defaultChecked: boolean;
  click(): void;
}

/** The parts of a select this module reads and sets. */
export interface Choice {
  multiple: boolean;
  selectedIndex: number;
  options: ArrayLike<{ defaultSelected: boolean }>;
  dispatchEvent(event: Event): boolean;
}

/** The option a select shows in its server HTML: the last one marked selected, else the first. */
function defaultIndex(select: Choice): number {
  const options = Array.from(select.options);
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return marked === -1 ? 0 : marked;
}

/** A box ticked or unticked since the server rendered it; a choice (a radio) only once chosen. */
export function boxChanged(box: Box): boolean {
  return box.checked !== box.defaultChecked && (box.type === "checkbox" || box.checked);
}

/** A single select whose option is no longer the one its server HTML showed. */
export function choiceChanged(select: Choice): boolean {
  return !select.multiple && select.options.length > 0 && select.selectedIndex !== defaultIndex(select);
}

/** A change to make again: the control, and the state the visitor left it in. */
export type EarlyChange = { box: Box; checked: boolean } | { select: Choice; index: number };

/** The boxes and selects in an island's root that differ from its server HTML, as the visitor left them. */
export function changedControls(root: ParentNode): EarlyChange[] {
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')];
  const selects = [...root.querySelectorAll("select")];
  return [
    ...boxes.filter(boxChanged).map((box) => ({ box, checked: box.checked })),
    ...selects.filter(choiceChanged).map((select) => ({ select, index: select.selectedIndex })),
  ];
}

function controlOf(change: EarlyChange): Box | Choice {
  return "box" in change ? change.box : change.select;
}

/**
 * Shows the island's state on the boxes of its root that the visitor did not change: React
 * hydrates a box keeping what the browser shows and gives it the state only as its default
 * (`defaultChecked`), so a box whose state changed before its island hydrated (a pick taken
 * away in the tray while the results' code came) would show the old tick.
 */
export function showStateOnBoxes(root: ParentNode, visitors: readonly EarlyChange[]): void {
  const theirs = new Set(visitors.map(controlOf));
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'))
    if (box.checked !== box.defaultChecked && !theirs.has(box)) box.checked = box.defaultChecked;
}

/**
 * The change a `change` event leaves on a box or a single select, as the visitor left it; null
 * for any other control (a text field, a multiple select) and for a radio the event unchose.
 */
export function changeOf(target: unknown): EarlyChange | null {
  if (typeof target !== "object" || target === null) return null;
  if ("checked" in target && "type" in target && (target.type === "checkbox" || target.type === "radio")) {
    const box = target as Box;
    return box.type === "checkbox" || box.checked ? { box, checked: box.checked } : null;
  }
  if ("selectedIndex" in target && "options" in target) {
    const select = target as Choice;
    return select.multiple ? null : { select, index: select.selectedIndex };
  }
  return null;
}

/**
 * The changes the visitor made in islands whose hydration has not begun, as they came (the
 * last one per control). Only what the visitor did is kept: a box the island's state shows
 * otherwise than its server HTML (a pick taken away in another island) is not theirs to make again.
 */
export class EarlyChanges {
  readonly #made = new Map<Box | Choice, EarlyChange>();

  record(change: EarlyChange): void {
    const control = controlOf(change);
    this.#made.delete(control);
    this.#made.set(control, change);
  }

  /**
   * What to make again in an island once it is live (`inIsland` says which controls are its): the changes read before the
   * scripts ran, then those made since, each control once, as the visitor last left it.
   * They are handed over once.
   */
  take(inIsland: (control: Box | Choice) => boolean, before: readonly EarlyChange[]): EarlyChange[] {
    const changes = new Map(before.map((change) => [controlOf(change), change]));
    for (const [control, change] of this.#made) {
      if (!inIsland(control)) continue;
      changes.delete(control);
      changes.set(control, change);
      this.#made.delete(control);
    }
    return [...changes.values()];
  }
}

/**
 * Makes the change again on the live control, as the visitor made it: the box set back and
 * clicked (its click ends where they left it), the select set to their option and told it changed.
 */
export function replayChange(change: EarlyChange): void {
  if ("box" in change) {
    change.box.checked = !change.checked;
    change.box.click();
  } else {
    change.select.selectedIndex = change.index;
    change.select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** The button a click landed on when it is one that does nothing without script, else null. */
export function scriptOnlyButton(target: Element): HTMLButtonElement | null {
  return target.closest<HTMLButtonElement>('button[type="button"]');
}
