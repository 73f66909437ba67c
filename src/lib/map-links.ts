/**
 * Links to the office's exact pin. `geo:` opens the map app the visitor chose on Android (Google Maps, OsmAnd,
 * Yandex Maps, 2GIS: the `q=lat,lon(label)` form puts a labelled pin there); iOS and desktop browsers do not handle
 * it, so the site also offers Google Maps' universal URL (its app on Android and iOS when installed, the web
 * otherwise) and OpenStreetMap's marker URL (any browser).
 */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Six decimals (~0.1 m) and no exponent, whatever the number's own text. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function mapLinks(point: GeoPoint, label: string) {
  const lat = coordinate(point.latitude);
  const lon = coordinate(point.longitude);
  // Android ends the label at the first ")": a label must not hold parentheses.
  const name = encodeURIComponent(label.replace(/[()]/g, " ").replace(/\s+/g, " ").trim());
  return {
    geo: `geo:${lat},${lon}?q=${lat},${lon}${name ? `(${name})` : ""}`,
    google: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
  };
}
