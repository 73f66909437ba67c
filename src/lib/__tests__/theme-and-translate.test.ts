import { cssVariableName, sameHue, themeCss, themeStyle } from "../theme";
import { createTranslator, translatorFromJson } from "../translate";
import { messengerHref } from "../messengers";

describe("theme", () => {
  it("turns site settings' colour names into CSS custom properties", () => {
    expect(cssVariableName("text_color")).toBe("--text-color");
    expect(cssVariableName("bgMainBlocks")).toBe("--bg-main-blocks");
    expect(
      themeStyle([
        { name: "button_color", value: "#c42026" },
        { name: "modalBgColor", value: "" },
      ]),
    ).toEqual({ "--button-color": "#c42026" });
  });

  it("keeps focus, selection and links out of the primary action's red (the site's navy and blue stay)", () => {
    const style = themeStyle([
      { name: "button_color", value: "#c42026" },
      { name: "select_color", value: "#C42026" },
      { name: "link_color", value: "rgb(168, 27, 33)" },
      { name: "message_button", value: "#a81b21" },
    ]);
    expect(style).toEqual({ "--button-color": "#c42026", "--message-button": "#a81b21" });
    expect(
      themeStyle([
        { name: "button_color", value: "#c42026" },
        { name: "select_color", value: "#1f3a5f" },
        { name: "link_color", value: "hsl(212, 60%, 30%)" },
      ]),
    ).toEqual({ "--button-color": "#c42026", "--select-color": "#1f3a5f", "--link-color": "hsl(212, 60%, 30%)" });
    // A grey, a wrapped-around red (hue 355 against 2) and an unreadable value are judged as they are.
    expect(sameHue("#888", "#c42026")).toBe(false);
    expect(sameHue("hsl(355, 80%, 40%)", "hsl(2, 70%, 45%)")).toBe(true);
    expect(sameHue("#1f3a5f", "#c42026")).toBe(false);
  });

  it("writes the theme as a root rule, refusing any value that could leave its declaration", () => {
    expect(
      themeCss([
        { name: "button_color", value: "#c42026" },
        { name: "mainStrokeColor", value: "rgb(1, 2, 3)" },
        { name: "link_color", value: "red;}</style><script>" },
      ]),
    ).toBe("html:root{--button-color:#c42026;--main-stroke-color:rgb(1, 2, 3)}");
    expect(themeCss([])).toBe("");
  });
});

describe("translatorFromJson", () => {
  const json = JSON.stringify({ common: { pageOf: "Pagina {{page}} din {{count}}" } });

  it("looks up nested keys and interpolates values", () => {
    expect(translatorFromJson(json, "ro")("common.pageOf", { page: 2, count: 3 })).toBe("Pagina 2 din 3");
  });

  it("answers the key when the string is missing", () => {
    expect(translatorFromJson(json, "ro")("common.nope")).toBe("common.nope");
    expect(translatorFromJson(null, "ru")("nav.home")).toBe("nav.home");
  });

  it("parses a locale's file once, and again only when its text changes", () => {
    const parse = jest.spyOn(JSON, "parse");
    const file = JSON.stringify({ common: { next: "Înainte" } });
    const first = translatorFromJson(file, "ro");
    expect(translatorFromJson(file, "ro")).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    const changed = translatorFromJson(JSON.stringify({ common: { next: "Următoarea" } }), "ro");
    expect(changed).not.toBe(first);
    expect(changed("common.next")).toBe("Următoarea");
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockRestore();
  });

  it("keeps each locale's translator apart", () => {
    const ru = translatorFromJson(JSON.stringify({ common: { pageOf: "Страница {{page}} из {{count}}" } }), "ru");
    expect(translatorFromJson(json, "ro")("common.pageOf", { page: 1, count: 2 })).toBe("Pagina 1 din 2");
    expect(ru("common.pageOf", { page: 1, count: 2 })).toBe("Страница 1 из 2");
  });
});

describe("plurals", () => {
  const dictionary = {
    blog: {
      minutes_one: "{{count}} минута",
      minutes_few: "{{count}} минуты",
      minutes_many: "{{count}} минут",
      minutes_other: "{{count}} минуты",
    },
  };

  it("chooses the Russian plural form for the count", () => {
    const t = createTranslator(dictionary, "ru");
    expect(t("blog.minutes", { count: 1 })).toBe("1 минута");
    expect(t("blog.minutes", { count: 3 })).toBe("3 минуты");
    expect(t("blog.minutes", { count: 5 })).toBe("5 минут");
    expect(t("blog.minutes", { count: 21 })).toBe("21 минута");
  });

  it("falls back to the 'other' form, then to a default value", () => {
    const t = createTranslator({ items_one: "{{count}} produs", items_other: "{{count}} de produse" }, "ro");
    expect(t("items", { count: 20 })).toBe("20 de produse");
    expect(t("missing", { defaultValue: "Viber" })).toBe("Viber");
  });
});

describe("messengerHref", () => {
  it("keeps full links and builds each messenger's own format from a bare number or name", () => {
    expect(messengerHref({ name: "viber", link: "viber://chat?number=%2B37369123456" })).toBe(
      "viber://chat?number=%2B37369123456",
    );
    expect(messengerHref({ name: "viber", link: "+373 69 123 456" })).toBe("viber://chat?number=%2B37369123456");
    expect(messengerHref({ name: "telegram", link: "@termofort_md" })).toBe("https://t.me/termofort_md");
    expect(messengerHref({ name: "whatsapp", link: "+373 (69) 123-456" })).toBe("https://wa.me/37369123456");
  });
});
