/** The types several content types use: images, image references, buttons. */
import { NODE_TYPES as T } from "../constants";
import { doc } from "./fields";

export const sharedTypes = `
  ${doc(`An image of the content: one node per distinct media URL, shared by every node (and both locales) that shows it. Query \`localFile { childImageSharp { gatsbyImageData(...) } }\` for responsive images.`)}
  type ${T.Image} implements Node @dontInfer {
    ${doc("The absolute URL the content service gave for the image (root-relative URLs are made absolute).")}
    url: String!
    ${doc("The downloaded file (cached between builds); null only if the download failed. Its `childImageSharp` makes the responsive images.")}
    localFile: File @link
  }
  ${doc("An image with its alternative text, as products, article carousels and offers give them.")}
  type ContentImageRef {
    ${doc("Alternative text from the service (`alt`). Null when empty: product and article images then use the product's or article's title, an offer's illustration is decorative (alt='').")}
    alt: String
    ${doc("The image (`src` or `image` of the service's entry).")}
    image: ${T.Image} @link
  }
  ${doc("A call-to-action button of an offer or a banner slide (the service's `button` object).")}
  type ContentButton {
    ${doc("Button label (`button.text`). Null on slides without one: the slide shows no button. Null on offers without one: the credit offer shows its locale's default ('Заполнить заявку'), the gift offer no button.")}
    text: String
    ${doc("True when the button opens the consultation dialog instead of following `link` (`button.consultation`, default false).")}
    consultation: Boolean!
    ${doc("Where the button leads, a site path or URL (`button.link`, for offers falling back to the offer's `link`). Null: the button opens the consultation dialog.")}
    link: String
    ${doc("True when `link` is a path of this site that names no page (a renamed or removed one): the button is an ordinary link to the 404 page, never prefetched, and the release report names it.")}
    linkBroken: Boolean!
  }

`;
