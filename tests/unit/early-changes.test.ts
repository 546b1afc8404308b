import { describe, expect, it } from "vitest";
import {
  type Box,
  boxChanged,
  type Choice,
  changeOf,
  choiceChanged,
  EarlyChanges,
  replayChange,
  showStateOnBoxes,
} from "../../ui/app/early-changes.ts";

/** A box as the browser shows it, recording what its clicks did; a click toggles it, as a real one does. */
function box(type: "checkbox" | "radio", defaultChecked: boolean, checked: boolean) {
  const seen: boolean[] = [];
  const control: Box = {
    type,
    defaultChecked,
    checked,
    click() {
      control.checked = type === "radio" ? true : !control.checked;
      seen.push(control.checked);
    },
  };
  return { control, seen };
}

/** A select with three options, the server's choice marked, recording the events sent to it. */
function select(marked: number | null, selectedIndex: number, multiple = false) {
  const sent: string[] = [];
  const control: Choice = {
    multiple,
    selectedIndex,
    options: [0, 1, 2].map((index) => ({ defaultSelected: index === marked })),
    dispatchEvent(event) {
      sent.push(`${event.type}${event.bubbles ? " (bubbles)" : ""}`);
      return true;
    },
  };
  return { control, sent };
}

describe("what a visitor changed before an island was live", () => {
  it("counts a box ticked or unticked since the server rendered it, and a choice only once chosen", () => {
    expect(boxChanged(box("checkbox", false, true).control)).toBe(true);
    expect(boxChanged(box("checkbox", true, false).control)).toBe(true);
    expect(boxChanged(box("checkbox", true, true).control)).toBe(false);
    expect(boxChanged(box("radio", false, true).control)).toBe(true);
    // The choice a newly chosen radio replaced follows from replaying the new one.
    expect(boxChanged(box("radio", true, false).control)).toBe(false);
  });

  it("counts a single select whose option is no longer the server's, the first option when none was marked", () => {
    expect(choiceChanged(select(1, 2).control)).toBe(true);
    expect(choiceChanged(select(1, 1).control)).toBe(false);
    expect(choiceChanged(select(null, 0).control)).toBe(false);
    expect(choiceChanged(select(null, 1).control)).toBe(true);
    expect(choiceChanged(select(1, 2, true).control)).toBe(false);
    expect(choiceChanged({ ...select(null, -1).control, options: [] })).toBe(false);
  });

  it("makes a box's change again as a click that ends where the visitor left it", () => {
    const ticked = box("checkbox", false, true);
    replayChange({ box: ticked.control, checked: true });
    expect(ticked.seen).toEqual([true]);
    expect(ticked.control.checked).toBe(true);

    const unticked = box("checkbox", true, false);
    replayChange({ box: unticked.control, checked: false });
    expect(unticked.seen).toEqual([false]);

    const chosen = box("radio", false, true);
    replayChange({ box: chosen.control, checked: true });
    expect(chosen.seen).toEqual([true]);
  });

  it("sets a select back to the option the visitor picked, even when hydration moved it, and says it changed", () => {
    const sort = select(0, 2);
    // Hydration showed the server's option again.
    sort.control.selectedIndex = 0;
    replayChange({ select: sort.control, index: 2 });
    expect(sort.control.selectedIndex).toBe(2);
    expect(sort.sent).toEqual(["change (bubbles)"]);
  });

  it("shows the state on the boxes the visitor did not change, and leaves theirs for their change to be made again", () => {
    // As React leaves them after hydrating: what the browser showed, the state as the default.
    const stale = box("checkbox", false, true);
    const theirs = box("checkbox", false, true);
    const agreed = box("checkbox", true, true);
    const root = {
      querySelectorAll: () => [stale.control, theirs.control, agreed.control],
    } as unknown as ParentNode;
    showStateOnBoxes(root, [{ box: theirs.control, checked: true }]);
    expect([stale.control.checked, theirs.control.checked, agreed.control.checked]).toEqual([false, true, true]);
    // Set, not clicked: nothing is sent to the island.
    expect(stale.seen).toEqual([]);
  });

  it("reads the change an event left on a box or a single select, and nothing from other controls", () => {
    const ticked = box("checkbox", false, true).control;
    expect(changeOf(ticked)).toEqual({ box: ticked, checked: true });
    const unticked = box("checkbox", true, false).control;
    expect(changeOf(unticked)).toEqual({ box: unticked, checked: false });
    const chosen = box("radio", false, true).control;
    expect(changeOf(chosen)).toEqual({ box: chosen, checked: true });
    expect(changeOf(box("radio", true, false).control)).toBeNull();
    const sort = select(0, 2).control;
    expect(changeOf(sort)).toEqual({ select: sort, index: 2 });
    expect(changeOf(select(0, 2, true).control)).toBeNull();
    expect(changeOf({ type: "text", value: "Austin" })).toBeNull();
    expect(changeOf(null)).toBeNull();
  });

  it("hands an island the changes read before the scripts and those made since, each control once, the last one standing", () => {
    const sort = select(0, 2);
    const early = box("checkbox", false, true);
    const later = box("checkbox", false, true);
    const elsewhere = box("checkbox", false, true);
    const island = new Set<Box | Choice>([sort.control, early.control, later.control]);
    const changes = new EarlyChanges();
    changes.record({ box: later.control, checked: true });
    changes.record({ box: elsewhere.control, checked: true });
    // The visitor picked another option after the scripts ran; that one stands.
    changes.record({ select: sort.control, index: 1 });
    const before = [
      { select: sort.control, index: 2 },
      { box: early.control, checked: true },
    ];
    expect(changes.take((control) => island.has(control), before)).toEqual([
      { box: early.control, checked: true },
      { box: later.control, checked: true },
      { select: sort.control, index: 1 },
    ]);
    // Handed over once; another island's change waits for that island.
    expect(changes.take((control) => island.has(control), [])).toEqual([]);
    expect(changes.take((control) => control === elsewhere.control, [])).toEqual([
      { box: elsewhere.control, checked: true },
    ]);
  });
});
