import { graphql } from "gatsby";

/** The translation strings of the page's locale; wrapPageElement and Head read them as `locales`. */
export const localeStrings = graphql`
  fragment LocaleStrings on LocaleConnection {
    edges {
      node {
        ns
        data
      }
    }
  }
`;

/** What organizationJsonLd needs from the site node. */
export const organizationFields = graphql`
  fragment OrganizationFields on ContentSite {
    phone {
      display
      number
    }
    contact {
      phoneNumber
      mail
      facebook
      instagram
      address
      workingHours
      mapUrl
    }
    logo {
      localFile {
        publicURL
      }
    }
  }
`;
