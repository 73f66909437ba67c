import { graphql, useStaticQuery } from "gatsby";
import { DEFAULT_LOCALE, type Locale } from "../lib/locales";

/** Everything the page shell shows, for one locale (the query holds both; static queries take no variables). */
export function useShellData(locale: Locale) {
  const data = useStaticQuery<Queries.ShellDataQuery>(graphql`
    query ShellData {
      allContentSite {
        nodes {
          locale
          phone {
            display
            number
          }
          officePhone {
            display
            number
          }
          contact {
            mail
            facebook
            instagram
            address
            workingHours
          }
          company {
            ...CompanyFacts
          }
          privacyPolicy
          googleId
          yandexId
          googleTagManager
          logo {
            url
            localFile {
              childImageSharp {
                gatsbyImageData(height: 44, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
              }
            }
          }
        }
      }
      allContentCategory(sort: { position: ASC }) {
        nodes {
          locale
          remoteId
          title
          slug
          slugRo
          slugRu
          subcategories {
            remoteId
            title
            slug
            slugRo
            slugRu
          }
        }
      }
      allContentInfoPage(sort: { remoteId: ASC }) {
        nodes {
          locale
          remoteId
          title
          slug
        }
      }
      allContentMessenger(sort: { position: ASC }) {
        nodes {
          locale
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
  `);
  const inLocale = <T extends { locale: string }>(nodes: readonly T[]) =>
    nodes.filter((node) => node.locale === locale);
  const site = data.allContentSite.nodes.find((node) => node.locale === locale) ?? null;
  // The spec's analytics setup reads site-contacts from a fixed default-locale address: one set of counters for
  // both languages, whatever the Russian settings say.
  const defaultSite = data.allContentSite.nodes.find((node) => node.locale === DEFAULT_LOCALE) ?? null;
  return {
    site,
    analytics: {
      googleId: defaultSite?.googleId ?? null,
      yandexId: defaultSite?.yandexId ?? null,
      googleTagManager: site?.googleTagManager ?? null,
    },
    categories: inLocale(data.allContentCategory.nodes),
    infoPages: inLocale(data.allContentInfoPage.nodes),
    messengers: inLocale(data.allContentMessenger.nodes),
  };
}

export type ShellData = ReturnType<typeof useShellData>;
