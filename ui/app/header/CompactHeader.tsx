/**
 * The compact header that provider and geo pages swap in once the page is scrolled (spec
 * lead-capture-and-chrome §2 'Header behaviour by page type', §9 header 72px desktop / 56px
 * mobile): the wordmark, the advisor phone and one action ('Get Costs' on a provider page,
 * Search on a geo page). It is fixed to the top, out of the page's flow, and shown by a CSS
 * scroll-driven animation (ui/styles/site-header.css): no JavaScript, and nothing moves.
 * Where a browser lacks scroll-driven animations it stays hidden and the full header serves.
 */
import type { Brand } from "../../../domain/brands/brands.ts";
import type { HeaderPageType } from "../../../domain/navigation/header-rules.ts";
import { telHref } from "../../../domain/phone.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

interface CompactHeaderProps {
  brand: Brand;
  advisorPhone: string;
  pageType: HeaderPageType;
  /** The provider page's cost form (ui/provider/provider-forms.ts), the action's target there. */
  getCostsHref: string;
}

export function CompactHeader({ brand, advisorPhone, pageType, getCostsHref }: CompactHeaderProps) {
  const { t, path } = useLanguage();
  const action =
    pageType === "provider"
      ? { text: t.chrome.getCosts, href: getCostsHref }
      : { text: t.chrome.search, href: path(brand.searchPath) };
  return (
    <div className="compact-header" data-page-type={pageType}>
      <div className="container compact-header-inner">
        <a className="site-logo" href={path("/")}>
          {brand.theme.logoText}
          <span className="visually-hidden">{t.chrome.homeSuffix}</span>
        </a>
        <a className="compact-header-phone" href={telHref(advisorPhone)}>
          <span className="compact-header-phone-label">{t.chrome.advisorCall}</span>
          {advisorPhone}
        </a>
        <a className="button button-primary compact-header-action" href={action.href}>
          {action.text}
        </a>
      </div>
    </div>
  );
}
