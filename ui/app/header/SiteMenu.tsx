/**
 * The header's menus as one island, hydrated at the visitor's first interaction so the page's
 * initial JavaScript does not grow (README, Page budgets): the Back button, the desktop mega
 * menu and the mobile drawer. Their server HTML works on its own (see MegaMenu, MenuDrawer).
 */
import { BRANDS, type BrandId } from "../../../domain/brands/brands.ts";
import { brandMenu } from "../../../domain/navigation/brand-menu.ts";
import { BackButton } from "./BackButton.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { MenuDrawer } from "./MenuDrawer.tsx";

export interface SiteMenuProps {
  /** The brand whose menu this is: the browser builds the same menu from it, so the page carries no copy of it. */
  brandId: BrandId;
  /** The Saved page's path on the main brand, null where the Saved button does not show. */
  savedPath: string | null;
  search: { searchPath: string; locationRequired: boolean; debounceMs: number };
}

export function SiteMenu({ brandId, savedPath, search }: SiteMenuProps) {
  const items = brandMenu(BRANDS[brandId]);
  return (
    <>
      <BackButton />
      <MegaMenu items={items} idPrefix="site-menu" />
      <MenuDrawer items={items} idPrefix="site-menu" savedPath={savedPath} search={search} />
    </>
  );
}
