/**
 * The header's text-size control (domain/visitor/text-size.ts): three buttons of one form, each
 * a letter A a step larger, posting the size to the server, which keeps it and sends the page
 * back at that size. It works the same with or without the page's script. The page is rendered
 * once for every visitor (and may be cached), so it says Standard is pressed; the server marks
 * the visitor's own step on the way out (worker/visitor/text-size-route.ts).
 */
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_PATH, TEXT_SIZES } from "../../../domain/visitor/text-size.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

export function TextSizeControl() {
  const text = useLanguage().t.chrome.textSize;
  return (
    <form className="text-size" method="post" action={TEXT_SIZE_PATH} aria-labelledby="text-size-label">
      <span id="text-size-label" className="text-size-label">
        {text.label}
      </span>
      {TEXT_SIZES.map((size) => (
        <button
          key={size}
          type="submit"
          name="size"
          value={size}
          className={`text-size-step text-size-step-${size}`}
          aria-pressed={size === DEFAULT_TEXT_SIZE}
        >
          <span aria-hidden="true">A</span>
          <span className="visually-hidden">{text.steps[size]}</span>
        </button>
      ))}
    </form>
  );
}
