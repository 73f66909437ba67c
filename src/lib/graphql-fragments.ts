import { graphql } from "gatsby";

/** What organizationJsonLd needs from the site node. */
export const organizationFields = graphql`
  fragment OrganizationFields on ContentSite {
    phone {
      display
      number
    }
    officePhone {
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
    company {
      ...CompanyFacts
    }
  }
`;

/** The company's facts (ContentCompany) as the footer, the contacts page and the structured data show them. */
export const companyFacts = graphql`
  fragment CompanyFacts on ContentCompany {
    legalName
    idno
    foundedYear
    streetAddress
    locality
    postalCode
    geo {
      latitude
      longitude
    }
    openingHours {
      day
      opens
      closes
    }
    callbackMinutes
  }
`;

/** The theme colours the content managers set: one entry per colour, so no query lists the colour names. */
export const themeColours = graphql`
  fragment ThemeColours on ContentThemeColour {
    name
    value
  }
`;

/** The calculator's whole price list: every field of the contract's CalculatorConfig, which its type is checked against. */
export const calculatorPriceList = graphql`
  fragment CalculatorPriceList on ContentCalculatorConfig {
    currency
    min_size_mm
    max_area_m2
    rounding
    max_quantity
    note
    products {
      id
      title
      description
      min_width
      max_width
      min_height
      max_height
      max_sections
      top_light
      default_width
      default_height
      door_width {
        ...CalculatorRange
      }
      window_height {
        ...CalculatorRange
      }
    }
    top_light_height {
      ...CalculatorRange
    }
    openings {
      id
      title
      description
      price
      min_width
      max_width
      min_height
      max_height
      max_area_m2
    }
    profiles {
      id
      title
      description
      chambers
      depth_mm
      price_per_m2
    }
    glazing {
      id
      title
      description
      chambers
      energy_saving
      u_value
      price_per_m2
    }
    colours {
      id
      title
      description
      hex
      surcharge_percent
    }
    extras {
      id
      title
      description
      basis
      price
    }
    installation {
      ...CalculatorWork
    }
    removal {
      ...CalculatorWork
    }
  }
`;

export const calculatorRange = graphql`
  fragment CalculatorRange on ContentCalculatorRange {
    min
    max
    default
  }
`;

export const calculatorWork = graphql`
  fragment CalculatorWork on ContentCalculatorWork {
    title
    price_per_m2
    min_price
  }
`;
