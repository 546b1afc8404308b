/**
 * The search bar inside the mobile drawer (spec lead-capture-and-chrome §2 'Search results':
 * the care type and the typed city, state or zip, to the brand's search page): the header
 * search's own form, as a plain GET form. Its care types come as props, so the drawer's code
 * brings no module of the header search along (docs/benchmarks/README.md).
 */
import { useLanguage } from "../../i18n/page-language.tsx";

export interface DrawerSearchProps {
  searchPath: string;
  locationRequired: boolean;
  /** The brand's care types, as the header's select lists them (GET /api/care-types). */
  careTypes: { slug: string; name: string }[];
}

export function DrawerSearch({
  searchPath,
  locationRequired,
  careTypes,
  idPrefix,
}: DrawerSearchProps & { idPrefix: string }) {
  const text = useLanguage().t.chrome.searchBar;
  return (
    <search className="header-search" aria-label={text.landmark}>
      <form className="header-search-form" action={searchPath} method="get">
        <div className="header-search-field">
          <label className="header-search-label" htmlFor={`${idPrefix}-keyword`}>
            {text.locationLabel}
          </label>
          <input
            id={`${idPrefix}-keyword`}
            name="keyword"
            type="text"
            autoComplete="address-level2"
            placeholder={text.locationPlaceholder}
            required={locationRequired}
          />
        </div>
        <div className="header-search-field">
          <label className="header-search-label" htmlFor={`${idPrefix}-care-type`}>
            {text.careLabel}
          </label>
          <select id={`${idPrefix}-care-type`} name="careType" defaultValue="">
            <option value="">{text.carePlaceholder}</option>
            {careTypes.map((careType) => (
              <option key={careType.slug} value={careType.slug}>
                {careType.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary header-search-submit">
          {text.submit}
        </button>
      </form>
    </search>
  );
}
