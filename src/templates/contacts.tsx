import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { ClockIcon, DocumentIcon, MailIcon, PhoneIcon, PinIcon } from "../components/icons";
import { OpeningHoursTable } from "../components/proof/opening-hours";
import { hasSocialLinks, SocialLinks } from "../components/social-links";
import { Layout } from "../shell/layout";
import { MessengerLink } from "../components/messenger-link";
import { Seo } from "../components/seo";
import { shownAddress } from "../lib/company";
import { withHome } from "../lib/crumbs";
import { mapLinks } from "../lib/map-links";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { distinctOfficePhone } from "../lib/phones";
import { organizationJsonLd } from "../lib/structured-data";

export default function ContactsPage({ data }: PageProps<Queries.ContactsPageQuery, BasePageContext>) {
  const { t } = usePage();
  const site = data.contentSite;
  const contact = site?.contact;
  const officePhone = distinctOfficePhone(site?.phone, site?.officePhone);
  const company = site?.company;
  const address = shownAddress(company, contact);
  const map = company?.geo && mapLinks(company.geo, [t("site.name"), address].filter(Boolean).join(", "));
  return (
    <Layout breadcrumbs={[{ label: t("nav.contacts") }]} request={{ kind: "call", place: "contacts" }}>
      <section className="section container contacts" aria-labelledby="contacts-title">
        <h1 id="contacts-title">{t("pages.contactsTitle")}</h1>
        <p className="lead">{t("contacts.intro")}</p>
        <dl className="contacts__list">
          {site?.phone && (
            <div className="contacts__item">
              <dt>
                <PhoneIcon /> {t("contacts.phone")}
              </dt>
              <dd>
                <a href={`tel:${site.phone.number}`}>{site.phone.display}</a>
              </dd>
            </div>
          )}
          {officePhone && (
            <div className="contacts__item">
              <dt>
                <PhoneIcon /> {t("contacts.officePhone")}
              </dt>
              <dd>
                <a href={`tel:${officePhone.number}`}>{officePhone.display}</a>
              </dd>
            </div>
          )}
          {contact?.mail && (
            <div className="contacts__item">
              <dt>
                <MailIcon /> {t("contacts.email")}
              </dt>
              <dd>
                <a href={`mailto:${contact.mail}`}>{contact.mail}</a>
              </dd>
            </div>
          )}
          {address && (
            <div className="contacts__item contacts__item--wide">
              <dt>
                <PinIcon /> {t("contacts.address")}
              </dt>
              <dd>
                <p className="contacts__address">{address}</p>
                {map ? (
                  <>
                    <p id="contacts-map" className="contacts__map-label">
                      {t("company.map")}
                    </p>
                    <ul className="contacts__map-links" aria-labelledby="contacts-map">
                      <li>
                        <a href={map.google} target="_blank" rel="noopener noreferrer">
                          {t("company.googleMaps")}
                        </a>
                      </li>
                      <li>
                        <a href={map.openStreetMap} target="_blank" rel="noopener noreferrer">
                          {t("company.openStreetMap")}
                        </a>
                      </li>
                      <li>
                        <a href={map.geo}>{t("company.mapApp")}</a>
                      </li>
                    </ul>
                  </>
                ) : (
                  contact?.mapUrl && (
                    <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
                      {t("contacts.map")}
                    </a>
                  )
                )}
              </dd>
            </div>
          )}
          {company && company.openingHours.length > 0 ? (
            <div className="contacts__item contacts__item--wide">
              <dt>
                <ClockIcon /> {t("contacts.hours")}
              </dt>
              <dd>
                <OpeningHoursTable hours={company.openingHours} />
              </dd>
            </div>
          ) : (
            contact?.workingHours && (
              <div className="contacts__item">
                <dt>
                  <ClockIcon /> {t("contacts.hours")}
                </dt>
                <dd>{contact.workingHours}</dd>
              </div>
            )
          )}
          {(company?.legalName || company?.idno) && (
            <div className="contacts__item">
              <dt>
                <DocumentIcon /> {t("company.requisites")}
              </dt>
              <dd>
                {company.legalName && <p className="contacts__legal-name">{company.legalName}</p>}
                {company.idno && (
                  <p>
                    {t("company.idno")}: {company.idno}
                  </p>
                )}
              </dd>
            </div>
          )}
        </dl>
        {data.allContentMessenger.nodes.length > 0 && (
          <>
            <h2>{t("contacts.messengers")}</h2>
            <ul className="contacts__messengers">
              {data.allContentMessenger.nodes.map((messenger) => (
                <li key={messenger.name}>
                  <MessengerLink messenger={messenger} className="messenger-link" />
                </li>
              ))}
            </ul>
          </>
        )}
        {hasSocialLinks(contact) && (
          <>
            <h2>{t("footer.followUs")}</h2>
            <SocialLinks contact={contact} className="contacts__social" />
          </>
        )}
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactsPageQuery, BasePageContext>) {
  const t = useTranslator(pageContext.locale);
  const seo = pageSeo(pageContext, t);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  return (
    <Seo
      {...seo}
      title={t("pages.contactsTitle")}
      description={t("pages.contactsDescription")}
      breadcrumbs={withHome(t, seo.locale, [{ label: t("nav.contacts"), to: seo.path }])}
      jsonLd={data.contentSite ? [organizationJsonLd(siteUrl, seo.brand, data.contentSite)] : []}
    />
  );
}

export const query = graphql`
  query ContactsPage($locale: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    contentSite(locale: { eq: $locale }) {
      ...OrganizationFields
    }
    allContentMessenger(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        name
        link
        backgroundColor
        cover {
          localFile {
            publicURL
          }
        }
      }
    }
  }
`;
