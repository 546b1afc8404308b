/**
 * The links under one top-level menu item, as the mega-menu panel and the drawer's sub-page
 * show them: plain links, and groups (a title and its links). Pure markup, no state.
 */
import type { NavigationItem } from "../../../domain/navigation/navigation-item.ts";

function visibilityClass(item: NavigationItem): string {
  return item.visibility === "all" ? "" : ` menu-only-${item.visibility}`;
}

function isExternal(url: string): boolean {
  return url.startsWith("https://");
}

export function MenuLink({ item }: { item: NavigationItem }) {
  if (!item.link) return null;
  return (
    <li className={`menu-link-item${visibilityClass(item)}`}>
      <a className="menu-link" href={item.link.url} rel={isExternal(item.link.url) ? "noopener" : undefined}>
        {item.text}
      </a>
    </li>
  );
}

/** A top-level item's children: its plain links first in one list, then each group with its title. */
export function MenuLinks({ item, idPrefix }: { item: NavigationItem; idPrefix: string }) {
  const children = item.children ?? [];
  const links = children.filter((child) => !child.children?.length);
  const groups = children.filter((child) => child.children?.length);
  return (
    <div className="menu-links">
      {links.length > 0 ? (
        <ul className="menu-list">
          {links.map((child) => (
            <MenuLink key={child.text} item={child} />
          ))}
        </ul>
      ) : null}
      {groups.map((child, index) => {
        const titleId = `${idPrefix}-group-${index}`;
        return (
          <div className="menu-group" key={child.text}>
            <p className="menu-group-title" id={titleId}>
              {child.link ? <a href={child.link.url}>{child.text}</a> : child.text}
            </p>
            <ul className="menu-list" aria-labelledby={titleId}>
              {(child.children ?? []).map((grandchild) => (
                <MenuLink key={grandchild.text} item={grandchild} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
