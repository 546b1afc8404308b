/**
 * The mobile drawer, below 992px (spec lead-capture-and-chrome §4 'Mobile drawer', §2, §6): the
 * Menu control opens a modal dialog (focus moves in, Tab stays in, Escape closes and focus
 * returns to Menu). Its main page holds the header search, the Saved link (main brand only)
 * and the top-level items; an item with children opens its own page of links, whose Back
 * control returns to the main page. The page under it does not scroll while it is open
 * (ui/styles/site-header.css). Without JavaScript, Menu is a link to the footer's site
 * navigation, which lists the same links.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { FOOTER_NAV_ID } from "../../../domain/navigation/header-rules.ts";
import type { NavigationItem } from "../../../domain/navigation/navigation-item.ts";
import { LanguageLink, type OtherLanguageLink } from "../../i18n/LanguageLink.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { DrawerSearch, type DrawerSearchProps } from "./DrawerSearch.tsx";
import { MenuLinks } from "./MenuLinks.tsx";

interface MenuDrawerProps {
  items: readonly NavigationItem[];
  idPrefix: string;
  savedPath: string | null;
  search: DrawerSearchProps;
  otherLanguage: OtherLanguageLink;
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea";

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export function MenuDrawer({ items, idPrefix, savedPath, search, otherLanguage }: MenuDrawerProps) {
  const dialogId = `${idPrefix}-drawer`;
  const { t } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  /** The sub-page shown: a top-level item's index, or null for the main page. */
  const [page, setPage] = useState<number | null>(null);
  /** Where focus goes after a page change: the sub-page's Back, or the item that opened it. */
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target) document.getElementById(target)?.focus();
  });

  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setPage(null);
    setIsOpen(true);
    dialog.current?.showModal();
  };

  const close = () => dialog.current?.close();

  const onOpenerKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A link that acts as a button answers Space as a button does.
    if (event.key === " ") open(event);
  };

  // Tab and Shift+Tab wrap inside the dialog, never reaching the browser's own controls.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const inside = focusables(dialog.current);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const current = page === null ? null : items[page];

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: without JavaScript it must stay a link to the footer's navigation; with it, it opens the drawer. */}
      <a
        className="drawer-open"
        href={`#${FOOTER_NAV_ID}`}
        role="button"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        aria-expanded={isOpen}
        ref={opener}
        onClick={open}
        onKeyDown={onOpenerKey}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {t.chrome.menu}
      </a>
      <dialog
        className="site-drawer"
        id={dialogId}
        aria-label={t.chrome.menu}
        ref={dialog}
        onKeyDown={trapTab}
        onClose={() => {
          setIsOpen(false);
          setPage(null);
          opener.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === dialog.current) close();
        }}
      >
        <div className="drawer-content">
          <div className="drawer-top">
            {current ? (
              <button
                type="button"
                className="drawer-back"
                id={`${dialogId}-back`}
                onClick={() => {
                  focusAfter.current = `${dialogId}-item-${page}`;
                  setPage(null);
                }}
              >
                <span aria-hidden="true">‹</span> {t.chrome.back}
              </button>
            ) : (
              <p className="drawer-title">{t.chrome.menu}</p>
            )}
            <button type="button" className="drawer-close" onClick={close}>
              {t.chrome.close} <span aria-hidden="true">×</span>
            </button>
          </div>
          {current ? (
            <nav className="drawer-page" aria-label={current.text}>
              <p className="drawer-page-title">{current.text}</p>
              <MenuLinks item={current} idPrefix={`${dialogId}-page`} />
            </nav>
          ) : (
            <>
              <div className="drawer-search">
                <DrawerSearch {...search} idPrefix={`${idPrefix}-drawer-search`} />
              </div>
              <nav className="drawer-page" aria-label={t.chrome.mainNavigation}>
                <ul className="drawer-items">
                  {items.map((item, index) =>
                    item.children?.length ? (
                      <li key={item.text}>
                        <button
                          type="button"
                          className="drawer-item"
                          id={`${dialogId}-item-${index}`}
                          onClick={() => {
                            focusAfter.current = `${dialogId}-back`;
                            setPage(index);
                          }}
                        >
                          {item.text} <span aria-hidden="true">›</span>
                        </button>
                      </li>
                    ) : item.link ? (
                      <li key={item.text}>
                        <a className="drawer-item" href={item.link.url}>
                          {item.text}
                        </a>
                      </li>
                    ) : null,
                  )}
                  {/* spec: lead-capture-and-chrome §2, §6: the Saved button, in the drawer too, on the main live site only. */}
                  {savedPath ? (
                    <li>
                      <a className="drawer-item" href={savedPath}>
                        <span aria-hidden="true">♥</span> {t.chrome.saved}
                      </a>
                    </li>
                  ) : null}
                  <li>
                    <LanguageLink className="drawer-item" link={otherLanguage} />
                  </li>
                </ul>
              </nav>
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
