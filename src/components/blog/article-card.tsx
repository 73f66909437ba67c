import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { formatDate } from "../../lib/format";
import { paths } from "../../lib/paths";
import { Card } from "../card";

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
    <Card
      title={article.title}
      to={paths.article(locale, article.slug)}
      image={article.image}
      heading="h2"
      eager={eager}
      more={t("common.readMore")}
      meta={
        <time className="card__meta" dateTime={article.createdAt}>
          {formatDate(article.createdAt, locale)}
        </time>
      }
    >
      {article.shortDescription && <p>{article.shortDescription}</p>}
    </Card>
  );
}
