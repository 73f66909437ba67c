import { graphql, useStaticQuery } from "gatsby";

/** Build-time settings the browser needs (from siteMetadata, set by src/config/env.ts). */
export function useSiteConfig() {
  const data = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      site {
        siteMetadata {
          contentApiUrl
          siteId
          crmFormScriptUrl
          liveChatScriptUrl
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  return {
    contentApiUrl: meta?.contentApiUrl ?? "",
    siteId: meta?.siteId ?? "",
    crmFormScriptUrl: meta?.crmFormScriptUrl ?? "",
    liveChatScriptUrl: meta?.liveChatScriptUrl ?? "",
  };
}
