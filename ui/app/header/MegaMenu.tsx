/**
 * The desktop mega menu, from 992px (spec lead-capture-and-chrome §2, §9 'lg 992'): the WAI
 * disclosure navigation pattern. Each top-level item is a button with aria-expanded and
 * aria-controls that shows its panel of grouped links; one panel at a time; Escape closes it
 * and returns focus to its button; a click outside or focus leaving the menu closes it;
 * ArrowDown from a button enters its panel, arrows move between links and between buttons.
 * Without JavaScript the panels open on hover and while focus is inside the item
 * (ui/styles/site-header.css), so every link is reachable by mouse and keyboard.
 */
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { NavigationItem } from "../../../domain/navigation/navigation-item.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { MenuLinks } from "./MenuLinks.tsx";

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")] : [];
}

export function MegaMenu({ items, idPrefix }: { items: readonly NavigationItem[]; idPrefix: string }) {
  const { t } = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    if (open === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(null);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      buttons.current[open]?.focus();
      setOpen(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !nav.current?.contains(event.relatedTarget)) setOpen(null);
  };

  const topLevel = (index: number, step: number) => {
    const count = items.length;
    const next = (index + step + count) % count;
    const target = nav.current?.querySelectorAll<HTMLElement>(".mega-top")[next];
    target?.focus();
  };

  const onButtonKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(index);
      // The panel shows on the next render; its first link takes focus then.
      requestAnimationFrame(() => panelLinks(panels.current[index] ?? null)[0]?.focus());
    } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      topLevel(index, event.key === "ArrowRight" ? 1 : -1);
    }
  };

  const onPanelKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = panelLinks(panels.current[index] ?? null);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    if (event.key === "ArrowUp" && at <= 0) {
      buttons.current[index]?.focus();
      return;
    }
    links[Math.min(links.length - 1, at + (event.key === "ArrowDown" ? 1 : -1))]?.focus();
  };

  return (
    <nav className="mega-nav" aria-label={t.chrome.mainNavigation} ref={nav} onBlur={closeWhenFocusLeaves}>
      <ul className="mega-bar">
        {items.map((item, index) => {
          const panelId = `${idPrefix}-panel-${index}`;
          if (!item.children?.length) {
            return item.link ? (
              <li className="mega-item" key={item.text}>
                <a
                  className="mega-top mega-top-link"
                  href={item.link.url}
                  onKeyDown={(event) => {
                    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                      event.preventDefault();
                      topLevel(index, event.key === "ArrowRight" ? 1 : -1);
                    }
                  }}
                >
                  {item.text}
                </a>
              </li>
            ) : null;
          }
          const expanded = open === index;
          return (
            <li className="mega-item" key={item.text} data-open={expanded}>
              <button
                type="button"
                className="mega-top mega-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={onButtonKey(index)}
              >
                {item.text}
                <svg className="mega-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move between the panel's links, which are its controls. */}
              <div
                className="mega-panel"
                id={panelId}
                ref={(element) => {
                  panels.current[index] = element;
                }}
                onKeyDown={onPanelKey(index)}
              >
                <MenuLinks item={item} idPrefix={panelId} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
