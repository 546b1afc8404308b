import { describe, expect, it } from "vitest";
import {
  type Box,
  boxChanged,
  type Choice,
  changesSince,
  choiceChanged,
  replayChange,
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

  it("keeps a change read before the scripts over the same control read again, and adds the ones made since", () => {
    const sort = select(0, 2);
    const early = box("checkbox", false, true);
    const later = box("checkbox", false, true);
    // A root as the browser answers its queries: the boxes, then the selects.
    const root = {
      querySelectorAll: (selector: string) => (selector === "select" ? [sort.control] : [early.control, later.control]),
    } as unknown as ParentNode;
    const before = [
      { select: sort.control, index: 2 },
      { box: early.control, checked: true },
    ];
    // Hydration set the select back to the server's option: what was read before stands.
    sort.control.selectedIndex = 0;
    expect(changesSince(before, root)).toEqual([...before, { box: later.control, checked: true }]);
  });
});
