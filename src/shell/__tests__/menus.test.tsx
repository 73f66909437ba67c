/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ro from "../../../locales/ro/translation.json";
import { PageProvider } from "../../lib/i18n";
import { createTranslator } from "../../lib/translate";
import { Header } from "../header";
import { MOBILE_MENU_ID } from "../mobile-menu";
import { useUiStore } from "../ui-store";
import type { ShellData } from "../use-shell-data";

const shell = {
  site: null,
  analytics: { googleId: null, yandexId: null, googleTagManager: null },
  categories: [
    {
      locale: "ro",
      remoteId: 1,
      title: "Ferestre",
      slug: "ferestre",
      slugRo: "ferestre",
      slugRu: "okna",
      subcategories: [
        { remoteId: 11, title: "Un canat", slug: "un-canat", slugRo: "un-canat", slugRu: "odna" },
        { remoteId: 12, title: "Două canate", slug: "doua-canate", slugRo: "doua-canate", slugRu: "dve" },
      ],
    },
  ],
  infoPages: [],
  messengers: [],
} as unknown as ShellData;

const t = createTranslator(ro, "ro");
const renderHeader = () =>
  render(
    <PageProvider t={t} locale="ro" alternates={{}}>
      <Header shell={shell} liveChatScriptUrl="" />
    </PageProvider>,
  );

describe("the header's menus render what is seen", () => {
  beforeEach(() => useUiStore.getState().close());

  it("renders the bar's dropdowns once focus reaches the bar, in time for Tab to go into them", async () => {
    const user = userEvent.setup();
    renderHeader();
    const bar = screen.getByRole("navigation", { name: "Meniul principal" });
    expect(within(bar).queryByRole("list", { name: "Subcategoriile: Ferestre" })).toBeNull();
    act(() => within(bar).getByRole("link", { name: "Ferestre" }).focus());
    expect(within(bar).getByRole("list", { name: "Subcategoriile: Ferestre" })).toBeInTheDocument();
    await user.tab();
    expect(within(bar).getByRole("link", { name: "Un canat" })).toHaveFocus();
  });

  it("renders the mobile menu's links only while it is open, keeping the element its toggle controls", async () => {
    const user = userEvent.setup();
    renderHeader();
    // Hidden while closed, so it has no accessible name to be found by: the one navigation the toggle controls.
    const menu = screen.getAllByRole("navigation", { hidden: true }).find((nav) => nav.id === MOBILE_MENU_ID);
    const toggle = screen.getByRole("button", { name: ro.nav.openMenu });
    expect(toggle).toHaveAttribute("aria-controls", MOBILE_MENU_ID);
    expect(menu).toHaveAttribute("id", MOBILE_MENU_ID);
    expect(menu).toBeEmptyDOMElement();
    await user.click(toggle);
    const open = screen.getByRole("navigation", { name: "Meniul mobil" });
    await user.click(within(open).getByRole("button", { name: "Ferestre" }));
    expect(within(open).getByRole("link", { name: "Două canate" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: ro.nav.closeMenu }));
    expect(menu).toBeEmptyDOMElement();
  });
});
