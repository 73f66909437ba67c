import { Link } from "gatsby";
import { SubcategoryItems } from "./subcategory-items";
import { usePage } from "../lib/i18n";
import type { ShellData } from "./use-shell-data";
import { paths } from "../lib/paths";
import { distinctOfficePhone } from "../lib/phones";
import { FixedLinks } from "./fixed-links";
import { FooterAddress, FooterLegal } from "./footer-company";
import { MailIcon, PaymentIcons, PhoneIcon } from "../components/icons";
import { hasSocialLinks, SocialLinks } from "../components/social-links";
import { CookieSettingsButton } from "../features/consent";
import { useSiteConfig } from "../hooks/use-site-config";

/** Spec: column one holds the first 3 menu links, column two links 4 and 5. */
const COLUMNS: Array<[number, number]> = [
  [0, 3],
  [3, 5],
];

export function Footer({ shell }: { shell: ShellData }) {
  const { t, locale } = usePage();
  const config = useSiteConfig();
  const phone = shell.site?.phone;
  const officePhone = distinctOfficePhone(phone, shell.site?.officePhone);
  const contact = shell.site?.contact;
  return (
    <footer className="footer">
      <nav className="footer__grid container" aria-label={t("nav.footerMenu")}>
        {COLUMNS.map(([from, to]) => (
          <ul key={from} className="footer__column">
            {shell.categories.slice(from, to).map((category) => (
              <li key={category.remoteId}>
                <Link to={paths.category(locale, category.slug)} className="footer__heading-link">
                  {category.title}
                </Link>
                <ul className="footer__sublist">
                  <SubcategoryItems category={category} />
                </ul>
              </li>
            ))}
          </ul>
        ))}
        {shell.infoPages.length > 0 && (
          <div className="footer__column">
            <h2 className="footer__title">{t("nav.infoPages")}</h2>
            <ul className="footer__sublist">
              {shell.infoPages.map((page) => (
                <li key={page.remoteId}>
                  <Link to={paths.infoPage(locale, page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="footer__column">
          <ul className="footer__sublist footer__fixed">
            <FixedLinks />
          </ul>
          <h2 className="footer__title">{t("footer.contacts")}</h2>
          <ul className="footer__contacts">
            {phone && (
              <li>
                <a href={`tel:${phone.number}`}>
                  <PhoneIcon /> {phone.display}
                </a>
              </li>
            )}
            {officePhone && (
              <li>
                <a href={`tel:${officePhone.number}`}>
                  <PhoneIcon /> {t("footer.officePhone", { phone: officePhone.display })}
                </a>
              </li>
            )}
            {contact?.mail && (
              <li>
                <a href={`mailto:${contact.mail}`}>
                  <MailIcon /> {contact.mail}
                </a>
              </li>
            )}
          </ul>
          <FooterAddress site={shell.site} />
          {hasSocialLinks(contact) && (
            <SocialLinks contact={contact} className="footer__social" listLabel={t("footer.followUs")} />
          )}
        </div>
      </nav>
      <div className="footer__bottom container">
        <PaymentIcons label={t("footer.payments")} />
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
        <FooterLegal site={shell.site} />
        <CookieSettingsButton
          className="footer__cookie-settings"
          analytics={shell.analytics}
          liveChatScriptUrl={config.liveChatScriptUrl}
          crmFormScriptUrl={config.crmFormScriptUrl}
        />
      </div>
    </footer>
  );
}
