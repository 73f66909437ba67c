/**
 * The page's Google data layer. Everything Google's tags read goes through here: the Consent Mode defaults and
 * updates, the tags' own commands, and the site's events (generate_lead, web vitals). The array is page memory:
 * nothing leaves the browser until a tag the visitor consented to is loaded and reads it.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function dataLayer(): unknown[] {
  const page = window as DataLayerWindow;
  page.dataLayer ??= [];
  return page.dataLayer;
}

/**
 * Google's gtag(): it must push the `arguments` object itself, not an array, because gtag.js and GTM read consent,
 * config and js commands only in that form.
 */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/** A site event for GTM (a Custom Event trigger) and GA4 (an event tag of the same name). */
export function pushEvent(event: string, parameters: Record<string, unknown>): void {
  dataLayer().push({ event, ...parameters });
}
