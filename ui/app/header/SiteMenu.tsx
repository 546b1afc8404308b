/**
 * The header's menus as one island, hydrated once the page has loaded and is idle so the page's
 * initial JavaScript does not grow (docs/benchmarks/README.md): the Back button, the desktop mega
 * menu and the mobile drawer. Their server HTML works on its own (see MegaMenu, MenuDrawer).
 */
import type { NavigationItem } from "../../../domain/navigation/navigation-item.ts";
import type { OtherLanguageLink } from "../../i18n/LanguageLink.tsx";
import { BackButton } from "./BackButton.tsx";
import type { DrawerSearchProps } from "./DrawerSearch.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { MenuDrawer } from "./MenuDrawer.tsx";

export interface SiteMenuProps {
  /**
   * The brand's menu (domain/navigation/brand-menu.ts), built on the server: the browser's
   * code then needs none of the modules it is built from.
   */
  items: NavigationItem[];
  /** The Saved page's path on the main brand, null where the Saved button does not show. */
  savedPath: string | null;
  search: DrawerSearchProps;
  /** The same page in the other language: on a phone the drawer carries the header's link. */
  otherLanguage: OtherLanguageLink;
}

export function SiteMenu({ items, savedPath, search, otherLanguage }: SiteMenuProps) {
  return (
    <>
      <BackButton />
      <MegaMenu items={items} idPrefix="site-menu" />
      <MenuDrawer
        items={items}
        idPrefix="site-menu"
        savedPath={savedPath}
        search={search}
        otherLanguage={otherLanguage}
      />
    </>
  );
}
