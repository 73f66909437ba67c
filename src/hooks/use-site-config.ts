import { graphql, useStaticQuery } from "gatsby";
import { paths } from "../lib/paths";

/** Build-time settings the browser needs (from siteMetadata, set by src/config/env.ts). */
export function useSiteConfig() {
  const data = useStaticQuery<Queries.SiteConfigQuery>(graphql`
    query SiteConfig {
      site {
        siteMetadata {
          siteUrl
          contentApiUrl
          siteId
          crmFormScriptUrl
          liveChatScriptUrl
          leadDelivery
          leadAlerts
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  return {
    /** The public origin (SITE_URL): where links the visitor sends elsewhere lead. */
    siteUrl: meta?.siteUrl ?? "",
    contentApiUrl: meta?.contentApiUrl ?? "",
    siteId: meta?.siteId ?? "",
    crmFormScriptUrl: meta?.crmFormScriptUrl ?? "",
    liveChatScriptUrl: meta?.liveChatScriptUrl ?? "",
    /** Where leads go: the site's own gateway, or (LEAD_DELIVERY=direct, static-only hosting) null for the CMS. */
    leadGateway: meta?.leadDelivery === "direct" ? null : paths.leadGateway(),
    /** The sales team is alerted of each lead at once (LEAD_ALERTS=tested): the thank-you may promise a time. */
    leadAlerts: meta?.leadAlerts === "tested",
  };
}
