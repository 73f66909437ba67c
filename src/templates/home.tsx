import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { usePage, useTranslator } from "../lib/i18n";
import { CARD_COLUMNS, balancedGridStyle } from "../lib/balanced-grid";
import { ArticleCard } from "../components/blog/article-card";
import { BannerCarousel } from "../components/home/banner-carousel";
import { Benefits } from "../components/home/benefits";
import { HomeCategories } from "../components/home/home-categories";
import { HomeInfo } from "../components/home/home-info";
import { OfferBlock } from "../components/home/offer-block";
import { Partners } from "../components/home/partners";
import { FoldedSection } from "../components/folded-section";
import { Certificates } from "../components/proof/certificates";
import { FinishedWork } from "../components/proof/finished-work";
import { HeadlineFigures } from "../components/proof/headline-figures";
import { Reviews } from "../components/proof/reviews";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { organizationJsonLd } from "../lib/structured-data";
import { paths } from "../lib/paths";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery, BasePageContext>) {
  const { t, locale } = usePage();
  const offers = data.allContentOffer.nodes;
  const credit = offers.find((offer) => offer.kind === "credit");
  const gift = offers.find((offer) => offer.kind === "gift");
  const articles = data.allContentHomeArticle.nodes.flatMap((node) => (node.article ? [node.article] : []));
  return (
    <Layout request={{ kind: "measurement" }}>
      <h1 className="sr-only">{data.contentSite?.homeSeo?.title ?? t("pages.homeTitle")}</h1>
      <BannerCarousel slides={data.allContentSlide.nodes} />
      <HeadlineFigures company={data.contentSite?.company} />
      <Benefits benefits={data.allContentBenefit.nodes} />
      <HomeCategories items={data.allContentHomeCategory.nodes} />
      <FinishedWork
        works={data.allContentFinishedWork.nodes}
        title={t("proof.finishedWork")}
        intro={t("proof.finishedWorkIntro")}
      />
      {credit && <OfferBlock offer={credit} />}
      <Reviews reviews={data.allContentReview.nodes} rating={data.contentSite?.company?.rating} />
      {articles.length > 0 && (
        <FoldedSection id="home-articles-title" title={t("home.articles")}>
          <ul
            className="card-grid card-grid--articles card-grid--rows card-grid--first-two balanced-grid"
            style={balancedGridStyle(articles.length, CARD_COLUMNS, true)}
          >
            {articles.map((article) => (
              <ArticleCard key={article.remoteId} article={article} />
            ))}
          </ul>
          {/* On a phone the newest two show (cards.css); the blog has them all. */}
          <p className="section__more">
            <Link to={paths.blog(locale)}>{t("home.allArticles")}</Link>
          </p>
        </FoldedSection>
      )}
      {gift && <OfferBlock offer={gift} />}
      <Certificates certificates={data.allContentCertificate.nodes} />
      <Partners partners={data.allContentPartner.nodes} />
      {data.contentSite?.homeInfo && <HomeInfo info={data.contentSite.homeInfo} />}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, BasePageContext>) {
  const t = useTranslator(pageContext.locale);
  const seo = pageSeo(pageContext, t);
  const homeSeo = data.contentSite?.homeSeo;
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  // The first banner is the largest paint: the browser should fetch it before it reaches the <picture>.
  const banner = data.allContentSlide.nodes[0]?.image?.localFile?.childImageSharp?.gatsbyImageData as
    IGatsbyImageData | undefined;
  const lead = banner?.images.sources?.[0] ?? banner?.images.fallback;
  return (
    <Seo
      {...seo}
      title={homeSeo?.title ?? t("pages.homeTitle")}
      description={homeSeo?.description ?? t("site.tagline")}
      keywords={homeSeo?.keyword}
      image={homeSeo?.image?.localFile?.publicURL}
      jsonLd={data.contentSite ? [organizationJsonLd(siteUrl, seo.brand, data.contentSite)] : []}
    >
      {lead?.srcSet && (
        <link
          rel="preload"
          as="image"
          imageSrcSet={lead.srcSet}
          imageSizes={lead.sizes}
          {...("type" in lead ? { type: lead.type } : {})}
          {...{ fetchpriority: "high" }}
        />
      )}
    </Seo>
  );
}

export const query = graphql`
  query HomePage($locale: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    contentSite(locale: { eq: $locale }) {
      ...OrganizationFields
      company {
        ...HeadlineFigures
        ...OverallRating
      }
      homeSeo {
        title
        description
        keyword
        image {
          localFile {
            publicURL
          }
        }
      }
      homeInfo {
        slug
        title
        content
      }
    }
    allContentSlide(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...BannerSlide
      }
    }
    allContentBenefit(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...BenefitItem
      }
    }
    allContentHomeCategory(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...HomeCategoryItem
      }
    }
    allContentHomeArticle(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        article {
          ...ArticleCard
        }
      }
    }
    allContentPartner(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...PartnerItem
      }
    }
    allContentFinishedWork(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: 3) {
      nodes {
        ...FinishedWorkItem
      }
    }
    allContentReview(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 6) {
      nodes {
        ...ReviewItem
      }
    }
    allContentCertificate(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...CertificateItem
      }
    }
    allContentOffer(filter: { locale: { eq: $locale } }) {
      nodes {
        kind
        ...OfferBlock
      }
    }
  }
`;
