/** The drawings of the information cards' icons (domain/providers/info-cards.ts), decorative. */
import type { InfoCardIcon } from "../../domain/providers/info-cards.ts";

const PATHS: Record<InfoCardIcon, string> = {
  calendar: "M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z",
  dollar:
    "M11 2h2v2.1c2.3.4 4 1.9 4 3.9h-2c0-1-1.3-2-3-2s-3 .9-3 2 1.3 1.7 3.2 2.1C14.6 10.7 17 11.6 17 14c0 2-1.7 3.5-4 3.9V20h-2v-2.1c-2.3-.4-4-1.9-4-3.9h2c0 1 1.3 2 3 2s3-.9 3-2-1.3-1.7-3.2-2.1C9.4 11.3 7 10.4 7 8c0-2 1.7-3.5 4-3.9z",
  home: "M12 3 2 12h3v8h5v-5h4v5h5v-8h3z",
  star: "m12 2 3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.1 5.5 22l1.7-7.4-5.7-5 7.5-.7z",
  heart: "M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11z",
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v2h-2zm0 4h2v6h-2z",
};

export function InfoCardIconDrawing({ icon }: { icon: InfoCardIcon }) {
  return (
    <svg
      className={`info-card-icon info-card-icon-${icon}`}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
    >
      <path d={PATHS[icon]} fill="currentColor" />
    </svg>
  );
}
