/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import ro from "../../../locales/ro/translation.json";
import { PageProvider } from "../../lib/i18n";
import { createTranslator } from "../../lib/translate";
import { Footer } from "../footer";
import type { ShellData } from "../use-shell-data";

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
