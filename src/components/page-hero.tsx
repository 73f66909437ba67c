import { ActionPair } from "./action-pair";
import { ContentImage, type ContentImageData } from "./content-image";

interface PageHeroProps {
  title: string;
  description: string | null;
  image: ContentImageData | null | undefined;
}

/** The top of a category or subcategory page: its title, description, the action pair and its picture. */
export function PageHero({ title, description, image }: PageHeroProps) {
  return (
    <section className="page-hero container">
      <div className="page-hero__text">
        <h1>{title}</h1>
        {description && <p className="lead">{description}</p>}
        <ActionPair place="page-hero" />
      </div>
      <ContentImage image={image} alt={title} className="page-hero__image" eager />
    </section>
  );
}
