/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import ro from "../../../locales/ro/translation.json";
import { PageProvider } from "../../lib/i18n";
import { createTranslator } from "../../lib/translate";
import { Footer } from "../footer";
import type { ShellData } from "../use-shell-data";
import { DEMO_COMPANY } from "../../../test/fixtures/company";

const shell = (office: { display: string; number: string } | null): ShellData =>
  ({
    site: {
      phone: { display: "+373 (69) 123-456", number: "+37369123456" },
      officePhone: office,
      contact: { mail: null, facebook: null, instagram: null },
    },
    analytics: { googleId: null, yandexId: null, googleTagManager: null },
    categories: [],
    infoPages: [],
    messengers: [],
  }) as unknown as ShellData;

const siteConfig = (liveChatScriptUrl = "") => ({
  site: { siteMetadata: { contentApiUrl: "", siteId: "termofort", crmFormScriptUrl: "", liveChatScriptUrl } },
});
beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(siteConfig()));

const t = createTranslator(ro, "ro");
const renderFooter = (data: ShellData) =>
  render(
    <PageProvider t={t} locale="ro" alternates={{}}>
      <Footer shell={data} />
    </PageProvider>,
  );

describe("the footer's phones", () => {
  it("shows the office phone of the contacts as a tel: link beside the call number", () => {
    renderFooter(shell({ display: "+373 22 555 777", number: "+37322555777" }));
    expect(screen.getByRole("link", { name: "Oficiu: +373 22 555 777" })).toHaveAttribute("href", "tel:+37322555777");
    expect(screen.getByRole("link", { name: /\+373 \(69\) 123-456/ })).toHaveAttribute("href", "tel:+37369123456");
  });

  it("shows one link when the office phone is the call number", () => {
    renderFooter(shell({ display: "+373 69 123 456", number: "+37369123456" }));
    expect(screen.getAllByRole("link", { name: /\+373/ })).toHaveLength(1);
  });
});

describe("the footer's cookie settings", () => {
  const settings = () => screen.queryByRole("button", { name: ro.consent.settings });

  it("are offered when the site loads something that tracks", () => {
    const data = shell(null);
    renderFooter({ ...data, analytics: { ...data.analytics, yandexId: "12345" } });
    expect(settings()).toBeInTheDocument();
  });

  it("are offered when only a live chat is configured", () => {
    jest.mocked(useStaticQuery).mockReturnValue(siteConfig("https://chat.example.com/widget.js"));
    renderFooter(shell(null));
    expect(settings()).toBeInTheDocument();
  });

  it("are absent when nothing tracks: there is nothing to consent to", () => {
    renderFooter(shell(null));
    expect(settings()).toBeNull();
  });
});

describe("the footer's address, hours and legal identity", () => {
  const company = { ...DEMO_COMPANY, geo: null };
  const withSite = (site: Record<string, unknown>) => {
    const data = shell(null);
    return { ...data, site: { ...data.site, ...site } } as unknown as ShellData;
  };

  it("gives the company's address (to the contacts page), its week's hours by groups of days, name and IDNO", () => {
    renderFooter(withSite({ company, contact: { mail: null, facebook: null, instagram: null, address: null } }));
    expect(screen.getByRole("link", { name: /str\. Uzinelor 21, MD-2023, Chișinău/ })).toHaveAttribute(
      "href",
      "/contacts",
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      expect.arrayContaining(["Lu–Vi 09:00–18:00", "Sâ 10:00–15:00", "Du închis"]),
    );
    expect(screen.getByText("TermoFort S.R.L., IDNO 1009600038410")).toBeInTheDocument();
  });

  it("falls back to the contacts' address and hours text without the company's facts, and names no one", () => {
    renderFooter(
      withSite({
        company: null,
        contact: { mail: null, facebook: null, instagram: null, address: "str. Test 1", workingHours: "L–V 9–18" },
      }),
    );
    expect(screen.getByRole("link", { name: /str\. Test 1/ })).toHaveAttribute("href", "/contacts");
    expect(screen.getByText("L–V 9–18")).toBeInTheDocument();
    expect(screen.queryByText(/IDNO/)).toBeNull();
  });
});
