/** How far through the form the visitor is: 'Step 2 of 3' and a bar, (step+1)/total (spec lead-capture-and-chrome §4). */

interface StepProgressProps {
  id: string;
  stepIndex: number;
  total: number;
}

/** The text of the progress, also the bar's accessible name. */
function progressText(stepIndex: number, total: number): string {
  return `Step ${stepIndex + 1} of ${total}`;
}

export function StepProgress({ id, stepIndex, total }: StepProgressProps) {
  return (
    <div className="lp-progress">
      <p id={id} className="lp-progress-text">
        {progressText(stepIndex, total)}
      </p>
      <progress className="lp-progress-bar" max={total} value={stepIndex + 1} aria-labelledby={id} />
    </div>
  );
}
