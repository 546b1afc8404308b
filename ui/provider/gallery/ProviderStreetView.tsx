/**
 * Street view of the provider (reviews-and-provider-page §2, §4, §7, §8): a 'Street view' link
 * to `?street-view=true` opening a modal dialog; opening sets the parameter, closing clears it.
 * With a maps key the browser asks Google's Street View metadata endpoint for an outdoor
 * panorama within 150 m and embeds the outdoor view (status "OK") or the default one (any other
 * answer, or none). Without a key (the local default) the section renders no control at all
 * (ProviderPhotos.tsx), so this component always has one. The server-rendered dialog
 * (the address asked for it) gives the address and a close link to readers without script.
 */
import { type MouseEvent, useState } from "react";
import { STREET_VIEW_PARAM, streetViewHref, withQueryParam } from "../../../domain/providers/gallery-query.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { DialogBar } from "./DialogBar.tsx";
import { StreetViewEmbed } from "./StreetViewEmbed.tsx";
import { isPlainClick, replaceAddress, usePageDialog } from "./use-page-dialog.ts";

export interface ProviderStreetViewProps {
  providerId: number;
  providerName: string;
  pageUrl: string;
  address: string;
  latitude: number;
  longitude: number;
  /** The maps key (MAPS_API_KEY); without one there is no street view. */
  mapsKey: string;
  /** The address asked for street view (`street-view=true`). */
  initiallyOpen: boolean;
}

export function ProviderStreetView({
  providerId,
  providerName,
  pageUrl,
  address,
  latitude,
  longitude,
  mapsKey,
  initiallyOpen,
}: ProviderStreetViewProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const hydrated = useHydrated();
  const words = useLanguage().t.provider.streetView;
  const { dialog, onClose, trapFocus, close } = usePageDialog(open, closed);
  const id = `provider-street-view-${providerId}`;
  const headingId = `${id}-heading`;

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(true);
    replaceAddress(withQueryParam(window.location.href, STREET_VIEW_PARAM, "true"));
  }

  function closed() {
    setOpen(false);
    replaceAddress(withQueryParam(window.location.href, STREET_VIEW_PARAM, null));
    // Back to the one control that opens it, also when the address opened it.
    document.getElementById(`${id}-open`)?.focus();
  }

  const location = { latitude, longitude };
  return (
    <>
      <a id={`${id}-open`} className="button button-secondary" href={streetViewHref(pageUrl)} onClick={openDialog}>
        {words.open}
      </a>
      <dialog
        ref={dialog}
        id={id}
        className="street-view-dialog"
        aria-labelledby={headingId}
        open={initiallyOpen}
        onClose={onClose}
        onKeyDown={trapFocus}
      >
        <DialogBar
          headingId={headingId}
          heading={words.heading(providerName)}
          closeText={words.close}
          pageUrl={pageUrl}
          onClose={close}
        />
        <address className="street-view-address">{address}</address>
        {open && hydrated ? (
          <StreetViewEmbed providerName={providerName} location={location} mapsKey={mapsKey} />
        ) : null}
      </dialog>
    </>
  );
}
