import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { Carousel } from "../carousel";
import { ContentImage } from "../content-image";
import { CtaButton } from "../cta-button";
import { RequestButton } from "../request-button";

export const bannerSlideFragment = graphql`
  fragment BannerSlide on ContentSlide {
    remoteId
    title
    description
    button {
      text
      consultation
      link
      linkBroken
    }
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(
            width: 1440
            aspectRatio: 2.4
            placeholder: DOMINANT_COLOR
            breakpoints: [480, 768, 1024, 1440]
          )
        }
      }
    }
  }
`;

/**
 * The home page's first screen: slides that hold still (the visitor moves them), each with the free measurement as
 * its main action beside the slide's own button. On a phone the text sits below the picture on the brand's navy; from
 * 768 px over the picture's dark side, where the overlay keeps white text above 4.5:1 whatever the picture
 * (carousels.css, e2e/hero.spec.ts).
 */
export function BannerCarousel({ slides }: { slides: readonly Queries.BannerSlideFragment[] }) {
  const { t } = usePage();
  if (slides.length === 0) return null;
  return (
    <Carousel
      label={t("home.banner")}
      className="banner"
      slides={slides.map((slide, index) => (
        <div key={slide.remoteId} className="banner__slide">
          <ContentImage image={slide.image} alt={slide.title} className="banner__image" eager={index === 0} />
          <div className="banner__text container">
            <h2 className="banner__title">{slide.title}</h2>
            {slide.description && <p className="banner__description">{slide.description}</p>}
            <div className="banner__actions">
              <RequestButton dialog="measurement" place="hero" className="button button--primary">
                {t("common.freeMeasurement")}
              </RequestButton>
              <CtaButton
                button={slide.button}
                fallbackText={t("common.more")}
                place="hero"
                className="button button--on-dark"
              />
            </div>
          </div>
        </div>
      ))}
    />
  );
}
