/**
 * Field Core Web Vitals (docs/privacy.md#field-performance): Google's web-vitals library, in its own chunk, loaded
 * when the browser is idle and only with analytics consent. Each metric is pushed into the data layer as a
 * `web_vitals` event that a GA4 event tag in GTM forwards (the parameters are GA4-ready names).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { pushEvent } from "../../lib/data-layer";
import { localeOfPath, withoutLocalePrefix } from "../../lib/paths";

let allowed = true;

/** The kind of page a metric belongs to: its first path segment for fixed routes, else the catalogue. */
export function pageTypeOf(pathname: string): string {
  const segment = withoutLocalePrefix(pathname).split("/")[1] ?? "";
  if (segment === "") return "home";
  if (["blog", "calculator", "contacts", "info-page"].includes(segment)) return segment;
  return "catalogue";
}

function push(metric: Metric) {
  if (!allowed) return;
  const { pathname } = window.location;
  pushEvent("web_vitals", {
    metric_name: metric.name,
    // GA4 takes integers best: CLS in thousandths, the rest in milliseconds.
    metric_value: Math.round(metric.name === "CLS" ? metric.value * 1000 : metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
    page_type: pageTypeOf(pathname),
    locale: localeOfPath(pathname),
  });
}

let started = false;

export function startWebVitals() {
  allowed = true;
  if (started) return;
  started = true;
  onTTFB(push);
  onFCP(push);
  onLCP(push);
  onCLS(push);
  // Every change of INP, not just at page hide: an interaction is reported while the visitor is still here.
  onINP(push, { reportAllChanges: true });
}

/** Analytics consent withdrawn: nothing more is pushed on this page. */
export function stopWebVitals() {
  allowed = false;
}
