import { graphql, useStaticQuery } from "gatsby";
import type { Locale } from "../lib/locales";

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
          contact {
            mail
            facebook
            instagram
          }
          privacyPolicy
          googleId
          yandexId
          googleTagManager
          theme {
            ...ThemeColours
          }
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
        }
      }
    }
  `);
  const inLocale = <T extends { locale: string }>(nodes: readonly T[]) =>
    nodes.filter((node) => node.locale === locale);
  return {
    site: data.allContentSite.nodes.find((node) => node.locale === locale) ?? null,
    categories: inLocale(data.allContentCategory.nodes),
    infoPages: inLocale(data.allContentInfoPage.nodes),
    messengers: inLocale(data.allContentMessenger.nodes),
  };
}

export type ShellData = ReturnType<typeof useShellData>;
