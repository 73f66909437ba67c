/**
 * Third-party scripts from site settings: Google Analytics (google_id), Yandex Metrika (yandex_id) and the Google
 * Tag Manager container of the registered site (an id; the loader is written here). Nothing when an id is absent.
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

/** The build reduces google_tag_manager to a container id; checked again here because it is written into code. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Google's standard Tag Manager loader for one container: the code is ours, only the id comes from content. */
export function gtmLoader(containerId: string): string {
  return (
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})` +
    `(window,document,'script','dataLayer','${containerId}');`
  );
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
  const gtmId = settings.googleTagManager?.trim();
  if (gtmId && GTM_ID.test(gtmId)) scripts.push({ id: "gtm", code: gtmLoader(gtmId) });
  return scripts;
}
