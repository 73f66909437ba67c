import { useEffect, type ReactNode } from "react";
import type { FormPlace } from "../../contract/browser";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ConsentManager } from "../features/consent";
import { RequestForm, useLeadOutbox, type LeadKind } from "../features/leads";
import { useSiteConfig } from "../hooks/use-site-config";
import type { Crumb } from "../lib/crumbs";
import { usePage } from "../lib/i18n";
import { ActionBar } from "./action-bar";
import { Dialogs } from "./dialogs";
import { Footer } from "./footer";
import { Header } from "./header";
import { LoadingBar } from "./loading-bar";
import { HydrationRegion } from "../components/hydration-region";
import { WidgetBoundary } from "../components/widget-boundary";
import { OnlineStatus } from "./online-status";
import { useUiStore } from "./ui-store";
import { useLeadDelivery } from "./use-lead-delivery";
import { useShellData } from "./use-shell-data";

interface LayoutProps {
  /** Items after home; omitted on the home page. */
  breadcrumbs?: Crumb[];
  /**
   * The request form that ends the page's content (docs/leads.md): what it asks for, and its place when it is not
   * the end of the page ("page-end").
   */
  request?: { kind: LeadKind; place?: FormPlace };
  children: ReactNode;
}

/** The page shell around every template; the locale and alternates come from the page context. */
export function Layout({ breadcrumbs, request, children }: LayoutProps) {
  const { t, locale } = usePage();
  const shell = useShellData(locale);
  const config = useSiteConfig();
  useLeadOutbox({ apiUrl: config.contentApiUrl, siteId: config.siteId, gateway: config.leadGateway });
  useLeadDelivery(config.crmFormScriptUrl);
  // Spec: the mobile menu (and every other shell panel) is closed whenever a layout mounts.
  useEffect(() => useUiStore.getState().close(), []);
  const phone = shell.site?.phone ?? null;
  return (
    <div className="page">
      <a className="skip-link" href="#content">
        {t("site.skipToContent")}
      </a>
      <LoadingBar />
      {/* Independent regions hydrate apart, each in short tasks; the dialogs do not, so that they are registered
          before any button that opens them can be pressed (docs/performance.md). */}
      <HydrationRegion>
        <Header shell={shell} liveChatScriptUrl={config.liveChatScriptUrl} />
      </HydrationRegion>
      <OnlineStatus />
      <main id="content" className="page__main" tabIndex={-1}>
        <HydrationRegion>
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
          {children}
          {request && (
            <div className="section section--request">
              <div className="container">
                <RequestForm
                  kind={request.kind}
                  origin={{ place: request.place ?? "page-end" }}
                  idPrefix="page-request"
                  privacyPolicy={shell.site?.privacyPolicy ?? null}
                  phone={phone}
                />
              </div>
            </div>
          )}
        </HydrationRegion>
      </main>
      <HydrationRegion>
        <Footer shell={shell} />
      </HydrationRegion>
      <HydrationRegion>
        <WidgetBoundary name="action bar">
          <ActionBar messengers={shell.messengers} phone={phone} liveChatScriptUrl={config.liveChatScriptUrl} />
        </WidgetBoundary>
      </HydrationRegion>
      <Dialogs
        phone={phone}
        privacyPolicy={shell.site?.privacyPolicy ?? null}
        company={shell.site?.company ?? null}
        messenger={shell.messengers[0] ?? null}
        alerted={config.leadAlerts}
      />
      <ConsentManager
        analytics={shell.analytics}
        liveChatScriptUrl={config.liveChatScriptUrl}
        crmFormScriptUrl={config.crmFormScriptUrl}
      />
    </div>
  );
}
