/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from "@testing-library/react";
import ro from "../../../locales/ro/translation.json";
import ru from "../../../locales/ru/translation.json";
import { useLeadStatus, type LeadStatus } from "../../features/leads";
import { PageProvider } from "../../lib/i18n";
import type { Locale } from "../../lib/locales";
import { createTranslator } from "../../lib/translate";
import { SuccessMessage, type CallbackFacts } from "../success-message";
import { OPENING_HOURS } from "../../../test/fixtures/company";

const COMPANY: CallbackFacts = { openingHours: OPENING_HOURS, callbackMinutes: 15 };
const PHONE = { display: "+373 (69) 123-456", number: "+37369123456" };
const VIBER = { name: "viber", link: "viber://chat?number=%2B37369123456" };

/** A request sent at this instant (an ISO time with Chisinau's offset), its outcome `status`. */
function sent(at: string, status: LeadStatus = "delivered") {
  jest.spyOn(Date, "now").mockReturnValue(Date.parse(at));
  act(() => {
    useLeadStatus.getState().submitted("call", status);
  });
  jest.mocked(Date.now).mockRestore();
}

function show(locale: Locale, company: CallbackFacts | null = COMPANY, messenger = VIBER, alerted = true) {
  const t = createTranslator(locale === "ro" ? ro : ru, locale);
  render(
    <PageProvider t={t} locale={locale} alternates={{}}>
      <SuccessMessage phone={PHONE} company={company} messenger={messenger} alerted={alerted} />
    </PageProvider>,
  );
}

describe("the thank-you message", () => {
  beforeEach(() => useLeadStatus.getState().reset());

  it("promises a call within the company's callback time during opening hours", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ro");
    expect(screen.getByText("Cererea a fost primită.")).toBeInTheDocument();
    expect(screen.getByText("Vă sunăm în 15 minute.")).toBeInTheDocument();
  });

  it("says Romanian's and Russian's plural of the minutes", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ro", { ...COMPANY, callbackMinutes: 20 });
    expect(screen.getByText("Vă sunăm în 20 de minute.")).toBeInTheDocument();
  });

  it("in Russian too, with the forms of 15 and 21", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ru");
    show("ru", { ...COMPANY, callbackMinutes: 21 });
    expect(screen.getByText("Мы перезвоним вам в течение 15 минут.")).toBeInTheDocument();
    expect(screen.getByText("Мы перезвоним вам в течение 21 минуты.")).toBeInTheDocument();
  });

  it("gives the next opening outside opening hours: tomorrow, or the weekday, in Chisinau's time", () => {
    sent("2025-03-08T20:00:00+02:00");
    show("ro");
    expect(screen.getByText("Vă sunăm luni după ora 09:00, când începe programul de lucru.")).toBeInTheDocument();
  });

  it("counts a request sent just before closing as one for the next opening", () => {
    sent("2025-07-01T17:50:00+03:00");
    show("ru");
    expect(screen.getByText("Мы перезвоним вам завтра после 09:00, когда начнётся рабочий день.")).toBeInTheDocument();
  });

  it("offers the next step: call now, or write in the company's messenger", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ro");
    expect(screen.getByText(ro.dialogs.success.nextStep)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sunați acum: +373 (69) 123-456" })).toHaveAttribute(
      "href",
      "tel:+37369123456",
    );
    expect(screen.getByRole("link", { name: "Scrieți-ne pe Viber" })).toHaveAttribute("href", VIBER.link);
  });

  it("promises no time it does not know, and offers no messenger the company has not", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ro", null, null as unknown as typeof VIBER);
    expect(screen.getByText(ro.dialogs.success.soon)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Viber/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Sunați acum/ })).toBeInTheDocument();
  });

  it("promises nothing while the request is not received: it gives the number to call", () => {
    sent("2025-03-04T10:00:00+02:00", "queued");
    show("ro");
    expect(screen.getByText(ro.dialogs.success.queued)).toBeInTheDocument();
    expect(screen.queryByText(/Vă sunăm/)).toBeNull();
    expect(screen.getByText(ro.dialogs.success.callUs.open, { exact: false })).toBeInTheDocument();
  });

  it("tells a visitor whose request was not sent when the phone is answered: from Monday's opening on a Saturday evening", () => {
    sent("2025-03-08T20:00:00+02:00", "queued");
    show("ro");
    expect(screen.getByText("Ne puteți suna luni de la ora 09:00:", { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/oricând/)).toBeNull();
  });

  it("says tomorrow on a Sunday", () => {
    sent("2025-03-09T19:00:00+02:00", "queued");
    show("ro");
    expect(screen.getByText("Ne puteți suna mâine de la ora 09:00:", { exact: false })).toBeInTheDocument();
  });

  it("says today's opening time in Russian, the number whole on its line", () => {
    sent("2025-03-08T09:30:00+02:00", "rejected");
    show("ru");
    expect(screen.getByText("Позвоните нам сегодня с 10:00:", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: PHONE.display })).toHaveClass("phone-number");
  });

  it("promises no hours it does not know", () => {
    sent("2025-03-09T19:00:00+02:00", "queued");
    show("ru", null);
    expect(screen.getByText(ru.dialogs.success.callUs.plain, { exact: false })).toBeInTheDocument();
  });

  it("keeps the number of its call button on one line", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ru");
    const call = screen.getByRole("link", { name: "Позвонить: +373 (69) 123-456" });
    expect(within(call).getByText(PHONE.display)).toHaveClass("phone-number");
  });

  it("promises no call-back time where no tested alert tells the sales team of a lead: received, and the phone", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ro", COMPANY, VIBER, false);
    expect(screen.getByText("Cererea a fost primită.")).toBeInTheDocument();
    expect(screen.queryByText(/Vă sunăm/)).toBeNull();
    expect(screen.queryByText(ro.dialogs.success.soon)).toBeNull();
    expect(screen.getByText(ro.dialogs.success.callUs.open, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+373 (69) 123-456" })).toHaveAttribute("href", "tel:+37369123456");
    expect(screen.queryByText(ro.dialogs.success.nextStep)).toBeNull();
  });

  it("in Russian too", () => {
    sent("2025-03-04T10:00:00+02:00");
    show("ru", COMPANY, VIBER, false);
    expect(screen.getByText(ru.dialogs.success.delivered)).toBeInTheDocument();
    expect(screen.queryByText(/перезвоним/)).toBeNull();
    expect(screen.getByText(ru.dialogs.success.callUs.open, { exact: false })).toBeInTheDocument();
  });
});
