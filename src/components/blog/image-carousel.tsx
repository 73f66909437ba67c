import { Carousel } from "../carousel";
import { ContentImage, type ContentImageData } from "../content-image";

export function ImageCarousel({
  label,
  images,
}: {
  label: string;
  images: Array<{ image: ContentImageData | null; alt: string }>;
}) {
  return (
    <Carousel
      label={label}
      className="carousel--gallery"
      slides={images.map((item, index) => (
        <ContentImage key={index} image={item.image} alt={item.alt} className="carousel__image" />
      ))}
    />
  );
}
