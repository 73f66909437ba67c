/**
 * Third-party scripts from site settings: Google Analytics (google_id), Yandex Metrika (yandex_id) and the Google
 * Tag Manager snippet of the registered site. Nothing when an id is absent.
 */
export interface AnalyticsSettings {
  googleId?: string | null;
  yandexId?: string | null;
  googleTagManager?: string | null;
}

export interface ThirdPartyScript {
  id: string;
  src?: string;
  code?: string;
}

const SAFE_ID = /^[A-Za-z0-9_-]+$/;

/** Content managers paste the GTM snippet as given by Google: with or without its <script> tags. */
export function parseScriptText(id: string, text: string): ThirdPartyScript[] {
  const tags = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  if (tags.length === 0) return text.trim() ? [{ id, code: text.trim() }] : [];
  return tags.flatMap((tag, index): ThirdPartyScript[] => {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag[1] ?? "")?.[1];
    const code = (tag[2] ?? "").trim();
    const scriptId = `${id}-${index}`;
    if (src) return [{ id: scriptId, src }];
    return code ? [{ id: scriptId, code }] : [];
  });
}

export function analyticsScripts(settings: AnalyticsSettings): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const googleId = settings.googleId?.trim();
  if (googleId && SAFE_ID.test(googleId)) {
    scripts.push({ id: "gtag-src", src: `https://www.googletagmanager.com/gtag/js?id=${googleId}` });
    scripts.push({
      id: "gtag-config",
      code: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${googleId}");`,
    });
  }
  const yandexId = settings.yandexId?.trim();
  if (yandexId && /^\d+$/.test(yandexId)) {
    scripts.push({
      id: "yandex-metrika",
      code:
        `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();` +
        `k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})` +
        `(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");` +
        `ym(${yandexId},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
    });
  }
  if (settings.googleTagManager?.trim()) scripts.push(...parseScriptText("gtm", settings.googleTagManager));
  return scripts;
}
