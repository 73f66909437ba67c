/**
 * Settings that end up as scripts are accepted as ids only: the site writes the loader itself from the id, so the
 * content can choose which GTM container or counter runs, never what code runs.
 */
export type IdCheck = { ok: true; id: string | null } | { ok: false; reason: string };

const GTM_ID = /\bGTM-[A-Z0-9]{4,12}\b/g;

/** A container id, or Google's snippet (or anything) from which exactly one container id can be read. */
export function readGtmId(value: string | null | undefined): IdCheck {
  const text = value?.trim() ?? "";
  if (!text) return { ok: true, id: null };
  const ids = [...new Set(text.match(GTM_ID) ?? [])];
  if (ids.length === 1) return { ok: true, id: ids[0] as string };
  return ids.length === 0
    ? { ok: false, reason: "it holds no Google Tag Manager container id (GTM-XXXXXXX)" }
    : { ok: false, reason: `it names several containers (${ids.join(", ")}); which one to load is unclear` };
}

/** Google Analytics / Ads measurement ids: G-…, UA-…-…, AW-…. */
export function checkGoogleId(value: string | null | undefined): IdCheck {
  const id = value?.trim() ?? "";
  if (!id) return { ok: true, id: null };
  return /^(?:G|UA|AW|DC)-[A-Z0-9-]{4,24}$/i.test(id)
    ? { ok: true, id }
    : { ok: false, reason: `'${id.slice(0, 60)}' is not a Google measurement id (G-XXXXXXX)` };
}

/** Yandex Metrika counter ids are numbers. */
export function checkYandexId(value: string | null | undefined): IdCheck {
  const id = value?.trim() ?? "";
  if (!id) return { ok: true, id: null };
  return /^\d{1,12}$/.test(id)
    ? { ok: true, id }
    : { ok: false, reason: `'${id.slice(0, 60)}' is not a Yandex Metrika counter number` };
}
