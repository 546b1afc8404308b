/**
 * A slider's value while the visitor moves it: shown at once, applied once they pause, so one
 * drag is one search and one history entry rather than one per step.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { debounce } from "../../app/debounce.ts";

/** Long enough to span one drag or a few arrow presses, short enough to feel immediate. */
const SLIDER_SETTLE_MS = 400;

/** The value to show (the draft while moving, else `applied`), and `move` to call on each input. */
export function useDraft<Value>(applied: Value, apply: (value: Value) => void): [Value, (value: Value) => void] {
  const [draft, setDraft] = useState<{ value: Value } | null>(null);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  const settle = useMemo(
    () =>
      debounce((value: Value) => {
        setDraft(null);
        latestApply.current(value);
      }, SLIDER_SETTLE_MS),
    [],
  );
  useEffect(() => settle.cancel, [settle]);
  function move(value: Value) {
    setDraft({ value });
    settle.run(value);
  }
  return [draft ? draft.value : applied, move];
}
