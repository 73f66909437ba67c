/** The window calculator's price list (the contract's calculatorSchema as it stands) and its node. */
import { NODE_TYPES as T } from "../constants";
import { CALCULATOR_CHOICES } from "../../../../contract";
import { doc, localeField, enumOf, CALCULATOR } from "./fields";

export const calculatorTypes = `
  ${enumOf("ContentCalculatorProductId", "What the calculator prices (contract: CALCULATOR_CHOICES.product).", CALCULATOR_CHOICES.product)}
  ${enumOf("ContentCalculatorOpeningId", "How a sash opens (contract: CALCULATOR_CHOICES.opening).", CALCULATOR_CHOICES.opening)}
  ${enumOf("ContentCalculatorExtraId", "An extra the visitor can add (contract: CALCULATOR_CHOICES.extra).", CALCULATOR_CHOICES.extra)}
  ${enumOf("ContentCalculatorExtraBasis", "What an extra's price is multiplied by: the width in m, the perimeter in m, or the number of opening sashes (contract: CALCULATOR_CHOICES.extraBasis).", CALCULATOR_CHOICES.extraBasis)}
  ${doc("A size range in mm: allowed minimum and maximum and the calculator's starting value.")}
  type ContentCalculatorRange {
    ${doc("Smallest allowed size, mm.")}
    min: Float!
    ${doc("Largest allowed size, mm.")}
    max: Float!
    ${doc("Starting value, mm.")}
    default: Float!
  }
  ${doc(`A product of the calculator (${CALCULATOR} \`products[]\`) with its size limits in mm.`)}
  type ContentCalculatorProduct {
    ${doc("Which product; the price module knows each.")}
    id: ContentCalculatorProductId!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation under the choice. Null: none shown.")}
    description: String
    ${doc("Smallest width, mm.")}
    min_width: Float!
    ${doc("Largest width, mm.")}
    max_width: Float!
    ${doc("Smallest height, mm.")}
    min_height: Float!
    ${doc("Largest height, mm.")}
    max_height: Float!
    ${doc("Most sections side by side (1-3; a balcony block counts its door).")}
    max_sections: Int!
    ${doc("Whether a top light (transom) may be added.")}
    top_light: Boolean!
    ${doc("Starting width, mm.")}
    default_width: Float!
    ${doc("Starting height, mm.")}
    default_height: Float!
    ${doc("Balcony block only: the door's width range. Null for other products.")}
    door_width: ContentCalculatorRange
    ${doc("Balcony block only: the window part's height range. Null for other products.")}
    window_height: ContentCalculatorRange
  }
  ${doc(`An opening mechanism (${CALCULATOR} \`openings[]\`), priced per sash, with the sash sizes it allows.`)}
  type ContentCalculatorOpening {
    ${doc("Which opening.")}
    id: ContentCalculatorOpeningId!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Price of the mechanism per sash, MDL.")}
    price: Float!
    ${doc("Smallest sash width, mm.")}
    min_width: Float!
    ${doc("Largest sash width, mm.")}
    max_width: Float!
    ${doc("Smallest sash height, mm.")}
    min_height: Float!
    ${doc("Largest sash height, mm.")}
    max_height: Float!
    ${doc("Largest sash area, m².")}
    max_area_m2: Float!
  }
  ${doc(`A PVC profile (${CALCULATOR} \`profiles[]\`), priced by frame area.`)}
  type ContentCalculatorProfile {
    ${doc("The content's own id for it.")}
    id: String!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Number of air chambers.")}
    chambers: Float!
    ${doc("Profile depth, mm.")}
    depth_mm: Float!
    ${doc("Price per m² of window, MDL.")}
    price_per_m2: Float!
  }
  ${doc(`A glazing unit (${CALCULATOR} \`glazing[]\`), priced by area.`)}
  type ContentCalculatorGlazing {
    ${doc("The content's own id for it.")}
    id: String!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Number of chambers (2 for double glazing, ...).")}
    chambers: Float!
    ${doc("Whether it has energy-saving (low-e) glass.")}
    energy_saving: Boolean!
    ${doc("Heat transfer coefficient, W/m²K. Null: not shown.")}
    u_value: Float
    ${doc("Price per m², MDL (0 for the glazing included in the profile's price).")}
    price_per_m2: Float!
  }
  ${doc(`A frame colour (${CALCULATOR} \`colours[]\`).`)}
  type ContentCalculatorColour {
    ${doc("The content's own id for it.")}
    id: String!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("Swatch colour, CSS hex.")}
    hex: String!
    ${doc("Surcharge on the frame and the mechanisms, percent (0 for white).")}
    surcharge_percent: Float!
  }
  ${doc(`An extra (${CALCULATOR} \`extras[]\`); empty list: no extras offered.`)}
  type ContentCalculatorExtra {
    ${doc("Which extra.")}
    id: ContentCalculatorExtraId!
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Explanation. Null: none shown.")}
    description: String
    ${doc("What its price is multiplied by.")}
    basis: ContentCalculatorExtraBasis!
    ${doc("Price per unit of its basis, MDL.")}
    price: Float!
  }
  ${doc(`Installation or removal of the old window (${CALCULATOR} \`installation\`, \`removal\`), priced by area with a minimum.`)}
  type ContentCalculatorWork {
    ${doc("Its name in this locale.")}
    title: String!
    ${doc("Price per m², MDL.")}
    price_per_m2: Float!
    ${doc("Least price per window, MDL.")}
    min_price: Float!
  }
  ${doc(`The calculator's price list and limits (${CALCULATOR}, validated by the contract's calculatorSchema). Field names are the service's own, so the object is the contract's CalculatorConfig as it stands. Titles are translated; numbers are the same in both locales.`)}
  type ContentCalculatorConfig {
    ${doc("Currency of every price, 'MDL'.")}
    currency: String!
    ${doc("Smallest size of any side, mm (the spec's 210).")}
    min_size_mm: Float!
    ${doc("Largest area of one frame, m².")}
    max_area_m2: Float!
    ${doc("The total is rounded to this many lei (1 when the service gives none).")}
    rounding: Int!
    ${doc("Most windows in one request (50 when the service gives none).")}
    max_quantity: Int!
    ${doc("Note under the estimate. Null: none shown.")}
    note: String
    ${doc("What can be priced; at least one.")}
    products: [ContentCalculatorProduct!]!
    ${doc("Height range of a top light, mm.")}
    top_light_height: ContentCalculatorRange!
    ${doc("Opening mechanisms; at least one.")}
    openings: [ContentCalculatorOpening!]!
    ${doc("PVC profiles; at least one.")}
    profiles: [ContentCalculatorProfile!]!
    ${doc("Glazing units; at least one.")}
    glazing: [ContentCalculatorGlazing!]!
    ${doc("Frame colours; at least one.")}
    colours: [ContentCalculatorColour!]!
    ${doc("Extras; may be empty.")}
    extras: [ContentCalculatorExtra!]!
    ${doc("Installation price.")}
    installation: ContentCalculatorWork!
    ${doc("Removal of the old window's price.")}
    removal: ContentCalculatorWork!
  }
  ${doc(`The window calculator's content (${CALCULATOR}, our extension; optional: without it the calculator asks for a manager's price instead of estimating). One node per locale.`)}
  type ${T.Calculator} implements Node @dontInfer {
    ${localeField("price list")}
    ${doc("The price list and limits.")}
    config: ContentCalculatorConfig!
  }

`;
