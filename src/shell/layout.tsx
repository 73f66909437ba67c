import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../lib/i18n";
import { Dialogs } from "./dialogs";
import { useLeadOutbox } from "../features/leads/lead-outbox";
import { MessengerWidget } from "./messenger-widget";
import { OnlineStatus } from "./online-status";
import { useUiStore } from "./ui-store";
import { PageLocaleContext, type PageLocale } from "../hooks/use-page-locale";
import { useShellData } from "./use-shell-data";
import { useSiteConfig } from "../hooks/use-site-config";
import { themeStyle } from "../lib/theme";
import { Analytics } from "./analytics";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs";
import { Footer } from "./footer";
import { Header } from "./header";

interface LayoutProps extends PageLocale {
  /** Items after home; omitted on the home page. */
  breadcrumbs?: Crumb[];
  children: ReactNode;
}

export function Layout({ locale, alternates, breadcrumbs, children }: LayoutProps) {
  const { t } = useTranslation();
  const shell = useShellData(locale);
  const config = useSiteConfig();
  useLeadOutbox({ apiUrl: config.contentApiUrl, siteId: config.siteId });
  // Spec: the mobile menu (and every other shell panel) is closed whenever a layout mounts.
  useEffect(() => useUiStore.getState().close(), []);
  const phone = shell.site?.phone ?? null;
  return (
    <PageLocaleContext.Provider value={{ locale, alternates }}>
      <div className="page" style={themeStyle(shell.site?.theme)}>
        <a className="skip-link" href="#content">
          {t("site.skipToContent")}
        </a>
        <Header shell={shell} />
        <OnlineStatus />
        <main id="content" className="page__main" tabIndex={-1}>
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
          {children}
        </main>
        <Footer shell={shell} />
        <MessengerWidget messengers={shell.messengers} phone={phone} liveChatScriptUrl={config.liveChatScriptUrl} />
        <Dialogs phone={phone} privacyPolicy={shell.site?.privacyPolicy ?? null} />
        {shell.site && <Analytics settings={shell.site} />}
      </div>
    </PageLocaleContext.Provider>
  );
}
