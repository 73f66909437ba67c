import { useSiteConfig } from "../../hooks/use-site-config";
import { formatPrice } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { PartProps } from "./parts";

/**
 * "Send me this estimate", after the request (the next step comes first): the configuration's address (which opens the same calculator,
 * so the same total) and the total, as a message the visitor sends to themselves or to family in Viber or WhatsApp,
 * or by e-mail. Plain links to the apps' own share addresses: nothing is sent to the site and nothing is counted.
 */
export function EstimateShare({ calc, id }: PartProps) {
  const { t, locale } = usePage();
  const { siteUrl } = useSiteConfig();
  const { config, result, configuration } = calc;
  if (!config || !result?.ok) return null;
  const path = paths.calculator(locale, calc.link);
  const url = siteUrl ? new URL(path, siteUrl).href : path;
  const text = t("calculator.share.message", {
    site: t("site.name"),
    product: calc.presetProduct?.title ?? calc.productTitle,
    width: configuration.width,
    height: configuration.height,
    count: configuration.quantity,
    price: formatPrice(result.total, locale),
    url,
  });
  const message = encodeURIComponent(text);
  const subject = encodeURIComponent(t("calculator.share.subject", { site: t("site.name") }));
  const links = [
    { name: t("messengers.viber"), href: `viber://forward?text=${message}`, web: false },
    { name: t("messengers.whatsapp"), href: `https://wa.me/?text=${message}`, web: true },
    { name: t("calculator.share.email"), href: `mailto:?subject=${subject}&body=${message}`, web: false },
  ];
  return (
    <section className="estimate-share" aria-labelledby={id("share-title")}>
      <h2 id={id("share-title")} className="estimate-share__title">
        {t("calculator.share.title")}
      </h2>
      <ul className="estimate-share__links">
        {links.map((link) => (
          <li key={link.name}>
            <a
              className="button button--ghost"
              href={link.href}
              {...(link.web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
