/**
 * The embedded service lists the summary keys a row has and finds a detail by `slug`: a row cut down to the spec's
 * fields makes it answer exactly the spec's shapes. Tests and build variants use this to check that a service which
 * answers as the spec says (info-page list entries `{slug, title}`, details without `id` or per-locale slugs) builds.
 */
type Row = Record<string, unknown>;

export const specShapedInfoPage = ({ slug, title, content, seo_title, seo_keyword, seo_description, image }: Row) => ({
  slug,
  title,
  content,
  seo_title,
  seo_keyword,
  seo_description,
  image,
});
