import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { Carousel } from "../carousel";
import { ContentImage } from "../content-image";
import { CtaButton } from "../cta-button";

export const bannerSlideFragment = graphql`
  fragment BannerSlide on ContentSlide {
    remoteId
    title
    description
    button {
      text
      consultation
      link
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

const SLIDE_INTERVAL_MS = 7000;

export function BannerCarousel({ slides }: { slides: readonly Queries.BannerSlideFragment[] }) {
  const { t } = usePage();
  if (slides.length === 0) return null;
  return (
    <Carousel
      label={t("home.banner")}
      interval={SLIDE_INTERVAL_MS}
      className="banner"
      slides={slides.map((slide, index) => (
        <div key={slide.remoteId} className="banner__slide">
          <ContentImage image={slide.image} alt={slide.title} className="banner__image" eager={index === 0} />
          <div className="banner__text container">
            <h2 className="banner__title">{slide.title}</h2>
            {slide.description && <p className="banner__description">{slide.description}</p>}
            <CtaButton button={slide.button} fallbackText={t("common.more")} />
          </div>
        </div>
      ))}
    />
  );
}
