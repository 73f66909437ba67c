import { Link } from "gatsby";
import { usePage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { FoldedSection } from "../folded-section";

/** The home info section; the plugin only keeps it when it has both content and a slug. */
export function HomeInfo({
  info,
}: {
  info: { readonly slug: string; readonly title: string | null; readonly content: string };
}) {
  const { t, locale } = usePage();
  return (
    <FoldedSection id="home-info-title" title={info.title ?? t("home.about")} tinted className="home-info">
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: info.content }} />
      <Link to={paths.infoPage(locale, info.slug)} className="button button--ghost">
        {t("common.readMore")}
      </Link>
    </FoldedSection>
  );
}
