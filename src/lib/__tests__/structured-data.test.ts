import { organizationJsonLd } from "../structured-data";
import { DEMO_COMPANY } from "../../../test/fixtures/company";

const SOURCE = {
  phone: { number: "+37369123456" },
  contact: {
    mail: "office@termofort.md",
    facebook: "https://www.facebook.com/termofort.md",
    instagram: "https://www.instagram.com/termofort.md",
    address: "str. Uzinelor 21, MD-2023, Chișinău, Republica Moldova",
    workingHours: "Luni–Vineri 9:00–18:00",
  },
  logo: { localFile: { publicURL: "/static/logo.png" } },
};
/** Two days only, Saturday until midnight ("24:00", as schema.org writes it). */
const COMPANY = {
  ...DEMO_COMPANY,
  openingHours: [
    { day: "monday", opens: "09:00", closes: "18:00" },
    { day: "saturday", opens: "10:00", closes: "24:00" },
  ],
};

describe("organizationJsonLd", () => {
  it("describes the company as a HomeAndConstructionBusiness with its facts", () => {
    expect(organizationJsonLd("https://termofort.md", "TermoFort", { ...SOURCE, company: COMPANY })).toEqual({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      name: "TermoFort",
      legalName: "TermoFort S.R.L.",
      taxID: "1009600038410",
      foundingDate: "2009",
      url: "https://termofort.md/",
      logo: "https://termofort.md/static/logo.png",
      image: "https://termofort.md/static/logo.png",
      telephone: "+37369123456",
      email: "office@termofort.md",
      address: {
        "@type": "PostalAddress",
        streetAddress: "str. Uzinelor 21",
        addressLocality: "Chișinău",
        postalCode: "MD-2023",
        addressCountry: "MD",
      },
      geo: { "@type": "GeoCoordinates", latitude: 47.018546, longitude: 28.891713 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "09:00",
          closes: "18:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Saturday",
          opens: "10:00",
          closes: "23:59",
        },
      ],
      sameAs: ["https://www.facebook.com/termofort.md", "https://www.instagram.com/termofort.md"],
    });
  });

  it("falls back to the contacts' address and hours text without the company's facts", () => {
    const data = organizationJsonLd("https://termofort.md", "TermoFort", { ...SOURCE, company: null });
    expect(data).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      address: { "@type": "PostalAddress", streetAddress: SOURCE.contact.address, addressCountry: "MD" },
      openingHours: SOURCE.contact.workingHours,
    });
    expect(data).not.toHaveProperty("legalName");
    expect(data).not.toHaveProperty("geo");
  });

  it("carries no review or rating of the company by itself", () => {
    const text = JSON.stringify(
      organizationJsonLd("https://termofort.md", "TermoFort", { ...SOURCE, company: COMPANY }),
    );
    expect(text).not.toMatch(/review|rating/i);
  });
});
