import { normalisePhone, splitMessengers, validHomeInfo, withOfferDefaults } from "../normalise";

describe("normalisation", () => {
  it("adds a leading plus and keeps only plus and digits in phone numbers", () => {
    expect(normalisePhone("373 (69) 123-456")).toBe("+37369123456");
    expect(normalisePhone("+373 22 123 456")).toBe("+37322123456");
    expect(normalisePhone("  +373-69-12 34 56 ")).toBe("+37369123456");
  });

  it("takes the messenger named 'call' as the phone number and keeps the others as messengers", () => {
    const { phone, messengers } = splitMessengers([
      { id: 1, name: "call", call_number: "+373 (69) 123-456" },
      { id: 2, name: "viber", link: "viber://chat?number=%2B37369123456" },
      { id: 3, name: "telegram", url: "https://t.me/termofort" },
      { id: 4, name: "whatsapp", link: "" },
    ]);
    expect(phone).toEqual({ display: "+373 (69) 123-456", number: "+37369123456" });
    expect(messengers.map((messenger) => messenger.name)).toEqual(["viber", "telegram"]);
  });

  it("falls back to the registered phone when there is no 'call' messenger, and to none at all", () => {
    expect(splitMessengers([], "022 123 456").phone).toEqual({ display: "022 123 456", number: "+022123456" });
    expect(splitMessengers([], null).phone).toBeNull();
  });

  it("applies the spec's offer colour and leaves the button text to the site's translations", () => {
    const offer = withOfferDefaults({ title: "Credit", button: { consultation: true } });
    expect(offer.bgColor).toBe("#C42026");
    expect(offer.button).toEqual({ text: null, consultation: true, link: null });
    expect(withOfferDefaults({ title: "Gift", bgColor: "#123456", link: "/calculator" }).button).toEqual({
      text: null,
      consultation: false,
      link: "/calculator",
    });
  });

  it("keeps the home info section only with both content and slug", () => {
    expect(validHomeInfo({ slug: "despre", content: "<p>Text</p>" })).not.toBeNull();
    expect(validHomeInfo({ slug: "despre", content: "  " })).toBeNull();
    expect(validHomeInfo({ slug: null, content: "<p>Text</p>" })).toBeNull();
    expect(validHomeInfo(null)).toBeNull();
  });
});
