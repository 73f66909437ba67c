import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLocaleContext, type PageLocale } from "../../hooks/use-page-locale";
import { useShellData } from "../../hooks/use-shell-data";
import { themeStyle } from "../../lib/theme";
import { Analytics } from "./analytics";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
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
  return (
    <PageLocaleContext.Provider value={{ locale, alternates }}>
      <div className="page" style={themeStyle(shell.site?.theme)}>
        <a className="skip-link" href="#content">
          {t("site.skipToContent")}
        </a>
        <Header shell={shell} />
        <main id="content" className="page__main" tabIndex={-1}>
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
          {children}
        </main>
        <Footer shell={shell} />
        {shell.site && <Analytics settings={shell.site} />}
      </div>
    </PageLocaleContext.Provider>
  );
}
