import { ChevronButton } from "../components/chevron-button";
import { Link } from "gatsby";
import { useState, type ReactNode } from "react";
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

/**
 * A group of footer links under its heading. Below 768 px the links fold under a button beside the heading (the
 * footer was 1,500 px of links on a phone); from 768 px the button is hidden and the links always show.
 */
function FooterGroup({
  id,
  name,
  heading,
  children,
}: {
  id: string;
  name: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  const { t } = usePage();
  const [open, setOpen] = useState(false);
  return (
    <div className={`footer__group${open ? " is-open" : ""}`}>
      <div className="footer__group-head">
        {heading}
        <ChevronButton
          className="footer__toggle"
          expanded={open}
          controls={id}
          label={t("footer.groupLinks", { group: name })}
          onToggle={() => setOpen((value) => !value)}
        />
      </div>
      <ul id={id} className="footer__sublist">
        {children}
      </ul>
    </div>
  );
}

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
                <FooterGroup
                  id={`footer-links-${category.slug}`}
                  name={category.title}
                  heading={
                    <Link to={paths.category(locale, category.slug)} className="footer__heading-link">
                      {category.title}
                    </Link>
                  }
                >
                  <SubcategoryItems category={category} />
                </FooterGroup>
              </li>
            ))}
          </ul>
        ))}
        {shell.infoPages.length > 0 && (
          <FooterGroup
            id="footer-links-info"
            name={t("nav.infoPages")}
            heading={<h2 className="footer__title">{t("nav.infoPages")}</h2>}
          >
            {shell.infoPages.map((page) => (
              <li key={page.remoteId}>
                <Link to={paths.infoPage(locale, page.slug)}>{page.title}</Link>
              </li>
            ))}
          </FooterGroup>
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
