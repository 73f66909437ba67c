import { Link } from "gatsby";
import { SubcategoryItems } from "./subcategory-items";
import { useRef, useState, type MouseEvent } from "react";
import { usePage } from "../lib/i18n";
import { RequestButton } from "../components/request-button";
import { CALL_MENU_ID, CallMenu } from "./call-menu";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";
import { useFloatingHeader } from "./use-floating-header";
import { useUiStore } from "./ui-store";
import { useCloseOutside } from "./use-close-outside";
import type { ShellData } from "./use-shell-data";
import { paths } from "../lib/paths";
import { MenuIcon, PhoneIcon } from "../components/icons";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MessengerWidget } from "./messenger-widget";
import { WidgetBoundary } from "../components/widget-boundary";

export function Header({ shell, liveChatScriptUrl }: { shell: ShellData; liveChatScriptUrl: string }) {
  const { t, locale } = usePage();
  const ref = useRef<HTMLElement>(null);
  const callToggle = useRef<HTMLButtonElement>(null);
  const floating = useFloatingHeader(ref);
  const panel = useUiStore((state) => state.panel);
  const toggle = useUiStore((state) => state.toggle);
  const phone = shell.site?.phone ?? null;
  return (
    <header ref={ref} className={`header${floating ? " is-floating" : ""}`}>
      <div className="header__bar container">
        <Link to={paths.home(locale)} className="header__logo">
          <Logo logo={shell.site?.logo ?? null} alt={t("site.logoAlt")} />
        </Link>
        <p className="header__tagline">{t("site.tagline")}</p>
        {phone && (
          <a className="header__phone" href={`tel:${phone.number}`}>
            <PhoneIcon />
            <span>{phone.display}</span>
          </a>
        )}
        <WidgetBoundary name="messenger widget">
          <MessengerWidget messengers={shell.messengers} phone={phone} liveChatScriptUrl={liveChatScriptUrl} />
        </WidgetBoundary>
        <RequestButton dialog="calculator" place="header" className="button button--ghost header__calculator">
          {t("common.calculatePrice")}
        </RequestButton>
        <RequestButton dialog="call" place="header" className="button button--ghost header__order">
          {t("header.orderCall")}
        </RequestButton>
        {/* The strongest offer of the trade is the header's main action; on phones the action bar holds it. */}
        <RequestButton dialog="measurement" place="header" className="button button--primary header__measurement">
          {t("common.freeMeasurement")}
        </RequestButton>
        <LanguageSwitch className="header__language" />
        <div className="header__mobile-actions">
          <button
            ref={callToggle}
            type="button"
            className="icon-button"
            aria-expanded={panel === "callMenu"}
            aria-controls={CALL_MENU_ID}
            onClick={() => toggle("callMenu")}
          >
            <PhoneIcon />
            <span className="sr-only">{t("nav.callMenu")}</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-expanded={panel === "mobileMenu"}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => toggle("mobileMenu")}
          >
            <MenuIcon />
            <span className="sr-only">{panel === "mobileMenu" ? t("nav.closeMenu") : t("nav.openMenu")}</span>
          </button>
        </div>
      </div>
      <CallMenu phone={phone} toggle={callToggle} />
      <MobileMenu categories={shell.categories} />
      <DesktopNav categories={shell.categories} />
    </header>
  );
}

/**
 * The category bar (1024 px and up). Its dropdowns are rendered once the visitor reaches for the bar (pointer or
 * keyboard focus), not for every page view: the footer carries the same subcategory links for every visitor and
 * crawler, and links nobody hovers would only cost hydration (docs/performance.md). Focus moving onto a category
 * renders them at once, so Tab from it goes on into its dropdown. A touch screen has no hover: there the first tap on
 * a category opens its dropdown, which then leads with the category's own link; a second tap follows the link.
 */
function DesktopNav({ categories }: { categories: ShellData["categories"] }) {
  const { t, locale } = usePage();
  const [dropdowns, setDropdowns] = useState(false);
  const [tapped, setTapped] = useState<number | null>(null);
  const lastPointer = useRef("");
  const navRef = useRef<HTMLElement>(null);
  const showDropdowns = () => setDropdowns(true);

  useCloseOutside(navRef, tapped !== null, () => setTapped(null));

  const onCategoryClick = (event: MouseEvent, category: ShellData["categories"][number]) => {
    // Chromium and Firefox say on the click itself what made it (keyboard: ""); others, the pointerdown before it.
    const native = event.nativeEvent as Partial<PointerEvent>;
    const pointer = native.pointerType || lastPointer.current;
    lastPointer.current = "";
    if (pointer !== "touch" || category.subcategories.length === 0 || tapped === category.remoteId) return;
    event.preventDefault();
    setDropdowns(true);
    setTapped(category.remoteId);
  };

  return (
    <nav
      ref={navRef}
      className="header__nav"
      aria-label={t("nav.mainMenu")}
      onPointerEnter={showDropdowns}
      onPointerDown={(event) => (lastPointer.current = event.pointerType)}
      onFocus={showDropdowns}
    >
      <ul className="menu container">
        {categories.map((category) => (
          <li key={category.remoteId} className={`menu__item${tapped === category.remoteId ? " is-open" : ""}`}>
            <Link
              to={paths.category(locale, category.slug)}
              className="menu__link"
              activeClassName="is-active"
              partiallyActive
              onClick={(event) => onCategoryClick(event, category)}
            >
              {category.title}
            </Link>
            {dropdowns && category.subcategories.length > 0 && (
              <ul className="menu__dropdown" aria-label={t("nav.subcategoriesOf", { category: category.title })}>
                {tapped === category.remoteId && (
                  <li>
                    <Link to={paths.category(locale, category.slug)} className="menu__sublink">
                      {t("nav.allOf", { category: category.title })}
                    </Link>
                  </li>
                )}
                <SubcategoryItems category={category} linkClassName="menu__sublink" />
              </ul>
            )}
          </li>
        ))}
        <li className="menu__item menu__item--fixed">
          <Link to={paths.calculator(locale)} className="menu__link" activeClassName="is-active">
            {t("nav.calculator")}
          </Link>
        </li>
        <li className="menu__item menu__item--fixed">
          <Link to={paths.blog(locale)} className="menu__link" activeClassName="is-active" partiallyActive>
            {t("nav.blog")}
          </Link>
        </li>
        <li className="menu__item menu__item--fixed">
          <Link to={paths.contacts(locale)} className="menu__link" activeClassName="is-active">
            {t("nav.contacts")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
