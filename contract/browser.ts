/**
 * The contract's dependency-free part, for code that runs in the browser (the lead sender, the forms): every endpoint
 * with its path, locale rule and method (endpoints.ts), what the lead endpoints accept (leads.ts), the one retry policy
 * (retry.ts), the locales and the defaults the build applies to content, and the calculator's rules (a configuration,
 * its limits and its price, which the build prices products by too). Everything here is also exported by the full
 * entry, index.ts, with the answer schemas (which need yup). Nothing reachable from this file may import a Node module
 * or a dependency: webpack bundles it into every page.
 */
/** A calculator configuration as text (a product's preset, the calculator's address), its price rules and offers. */
export * from "./calculator-preset";
export * from "./window";
export * from "./estimate";
/** The colours the build applies where the content leaves one out or gives a bad one. */
export { CONTENT_DEFAULTS } from "./defaults";
export { CONTRACT_LOCALES, type Locale } from "./locales";
export { LEAD_GATEWAY_PATH, NOT_FOUND_FILES } from "./processes";
export {
  ENDPOINTS,
  ENDPOINT_NAMES,
  apiPath,
  apiUrl,
  endpointLocales,
  endpointPath,
  isPostEndpoint,
  matchEndpoint,
  type Endpoint,
  type EndpointName,
  type EndpointParams,
  type GetEndpointName,
  type LocaleRule,
  type OptionalEndpointName,
  type PostEndpointName,
  type Presence,
} from "./endpoints";
export {
  ATTRIBUTION_MAX_FIELDS,
  ATTRIBUTION_NAME_PATTERN,
  ATTRIBUTION_VALUE_MAX,
  FORM_PLACES,
  FORM_PLACE_PATTERN,
  IDEMPOTENCY_KEY_FIELD,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LEAD_KIND_ENDPOINTS,
  LEAD_KINDS,
  LEAD_PAGE_MAX_LENGTH,
  LEAD_SITE_MAX_LENGTH,
  LEAD_TYPE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_LENGTH,
  PHONE_PATTERN,
  PRODUCT_NAME_MAX_LENGTH,
  isCompletePhone,
  isLeadKind,
  nameProblem,
  phoneProblem,
  type FieldErrors,
  type FormPlace,
  type LeadKind,
} from "./leads";
export {
  LEAD_RETRY,
  leadVerdict,
  parseAnswer,
  retryAfterMs,
  retryDelayMs,
  type LeadVerdict,
  type RetryPolicy,
} from "./retry";
