/** How far through the form the visitor is: 'Step 2 of 3' and a bar, (step+1)/total (spec lead-capture-and-chrome §4). */
import { useLanguage } from "../i18n/page-language.tsx";

interface StepProgressProps {
  id: string;
  stepIndex: number;
  total: number;
}

export function StepProgress({ id, stepIndex, total }: StepProgressProps) {
  const { t } = useLanguage();
  return (
    <div className="lp-progress">
      <p id={id} className="lp-progress-text">
        {/* Also the bar's accessible name. */}
        {t.landing.form.progress(stepIndex + 1, total)}
      </p>
      <progress className="lp-progress-bar" max={total} value={stepIndex + 1} aria-labelledby={id} />
    </div>
  );
}
