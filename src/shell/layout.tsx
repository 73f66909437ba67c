import { useEffect, type ReactNode } from "react";
import { Breadcrumbs } from "../components/breadcrumbs";
import { useLeadOutbox } from "../features/leads";
import { useSiteConfig } from "../hooks/use-site-config";
import type { Crumb } from "../lib/crumbs";
import { usePage } from "../lib/i18n";
import { Analytics } from "./analytics";
import { Dialogs } from "./dialogs";
import { Footer } from "./footer";
import { Header } from "./header";
import { LoadingBar } from "./loading-bar";
import { MessengerWidget } from "./messenger-widget";
import { WidgetBoundary } from "../components/widget-boundary";
import { OnlineStatus } from "./online-status";
import { useUiStore } from "./ui-store";
import { useLeadDelivery } from "./use-lead-delivery";
import { useShellData } from "./use-shell-data";

interface LayoutProps {
  /** Items after home; omitted on the home page. */
  breadcrumbs?: Crumb[];
  children: ReactNode;
}

/** The page shell around every template; the locale and alternates come from the page context. */
export function Layout({ breadcrumbs, children }: LayoutProps) {
  const { t, locale } = usePage();
  const shell = useShellData(locale);
  const config = useSiteConfig();
  useLeadOutbox({ apiUrl: config.contentApiUrl, siteId: config.siteId });
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
      <Header shell={shell} />
      <OnlineStatus />
      <main id="content" className="page__main" tabIndex={-1}>
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        {children}
      </main>
      <Footer shell={shell} />
      <WidgetBoundary name="messenger widget">
        <MessengerWidget messengers={shell.messengers} phone={phone} liveChatScriptUrl={config.liveChatScriptUrl} />
      </WidgetBoundary>
      <Dialogs phone={phone} privacyPolicy={shell.site?.privacyPolicy ?? null} />
      <Analytics settings={shell.analytics} />
    </div>
  );
}
