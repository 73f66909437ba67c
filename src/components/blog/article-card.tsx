import { graphql, Link } from "gatsby";
import { usePage } from "../../lib/i18n";
import { formatDate } from "../../lib/format";
import { paths } from "../../lib/paths";
import { ContentImage } from "../content-image";

export const articleCardFragment = graphql`
  fragment ArticleCard on ContentArticle {
    remoteId
    title
    slug
    shortDescription
    createdAt
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;

export function ArticleCard({ article, eager = false }: { article: Queries.ArticleCardFragment; eager?: boolean }) {
  const { t, locale } = usePage();
  return (
    <li className="card">
      <ContentImage image={article.image} alt={article.title} className="card__image" eager={eager} />
      <div className="card__body">
        <time className="card__meta" dateTime={article.createdAt}>
          {formatDate(article.createdAt, locale)}
        </time>
        <h2 className="card__title">
          <Link to={paths.article(locale, article.slug)} className="card__link">
            {article.title}
          </Link>
        </h2>
        {article.shortDescription && <p>{article.shortDescription}</p>}
        <span className="card__more" aria-hidden="true">
          {t("common.readMore")} →
        </span>
      </div>
    </li>
  );
}
