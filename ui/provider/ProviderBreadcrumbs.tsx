/** The trail above a provider's name: care type → state → city → provider, on the shared trail. */

import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { providerBreadcrumbs } from "../../domain/providers/provider-structured-data.ts";
import { Breadcrumbs } from "../app/Breadcrumbs.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export function ProviderBreadcrumbs({ record }: { record: LocationRecord }) {
  const { t, language } = useLanguage();
  return <Breadcrumbs crumbs={providerBreadcrumbs(record, { t, language })} />;
}
