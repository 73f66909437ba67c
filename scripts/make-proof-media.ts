/**
 * Writes the demo images of the company's proof into content-service/media/ (committed; run again only to change
 * them): photos of finished jobs and customers' photos cropped from the demo illustrations, and certificates and
 * partner badges drawn as SVG and rendered by sharp with each issuer's name.
 *
 *   npx tsx scripts/make-proof-media.ts
 */
import * as path from "node:path";
import sharp from "sharp";

const MEDIA = path.resolve(__dirname, "..", "content-service", "media");

/** A crop of a demo illustration: another framing of the same scene, as a second photo of a job would be. */
const CROPS: Array<{ out: string; from: string; left: number; top: number; width: number; height: number }> = [
  { out: "work-balcony-botanica.jpg", from: "balcony-warm.jpg", left: 0, top: 40, width: 900, height: 600 },
  { out: "work-balcony-botanica-2.jpg", from: "blog-5.jpg", left: 150, top: 60, width: 900, height: 600 },
  { out: "work-block-ciocana.jpg", from: "banner-balcony.jpg", left: 640, top: 40, width: 960, height: 640 },
  { out: "work-block-ciocana-2.jpg", from: "blog-4.jpg", left: 150, top: 100, width: 900, height: 600 },
  { out: "work-house-stauceni.jpg", from: "banner-windows.jpg", left: 400, top: 150, width: 1050, height: 700 },
  { out: "work-house-stauceni-2.jpg", from: "door-entrance.jpg", left: 150, top: 100, width: 900, height: 600 },
  { out: "work-flat-riscani.jpg", from: "blog-8.jpg", left: 0, top: 0, width: 1050, height: 700 },
  { out: "work-flat-riscani-2.jpg", from: "win-triple.jpg", left: 150, top: 60, width: 900, height: 600 },
  { out: "work-brick-balti.jpg", from: "info-install.jpg", left: 150, top: 60, width: 900, height: 600 },
  { out: "work-door-ialoveni.jpg", from: "door-sliding.jpg", left: 150, top: 60, width: 900, height: 600 },
  { out: "review-botanica.jpg", from: "balcony-warm.jpg", left: 100, top: 120, width: 600, height: 600 },
  { out: "review-buiucani.jpg", from: "win-double.jpg", left: 330, top: 100, width: 600, height: 600 },
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const NAVY = "#1b2f55";
const RED = "#c42026";
const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const SERIF = "DejaVu Serif, Liberation Serif, serif";

/** A certificate document, A4 landscape: title, what it covers, the issuer and its seal. */
function certificate({ kind, title, subject, issuer, number }: Record<string, string>) {
  const lines = subject!.split("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1131" height="800" viewBox="0 0 1131 800">
  <rect width="1131" height="800" fill="#fbf8f1"/>
  <rect x="28" y="28" width="1075" height="744" fill="none" stroke="${NAVY}" stroke-width="6"/>
  <rect x="44" y="44" width="1043" height="712" fill="none" stroke="#c9a85a" stroke-width="2"/>
  <text x="565" y="150" text-anchor="middle" font-family="${SERIF}" font-size="${kind!.length > 12 ? 40 : 58}" font-weight="bold" fill="${NAVY}" letter-spacing="${kind!.length > 12 ? 2 : 6}">${escape(kind!)}</text>
  <text x="565" y="250" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="bold" fill="${RED}">${escape(title!)}</text>
  ${lines.map((line, index) => `<text x="565" y="${330 + index * 44}" text-anchor="middle" font-family="${FONT}" font-size="32" fill="#333">${escape(line)}</text>`).join("\n  ")}
  <text x="565" y="${350 + lines.length * 44}" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#555">TermoFort S.R.L., IDNO 1009600038410</text>
  <line x1="120" y1="640" x2="520" y2="640" stroke="#999" stroke-width="2"/>
  <text x="120" y="680" font-family="${FONT}" font-size="26" fill="#333">${escape(issuer!)}</text>
  <text x="120" y="715" font-family="${FONT}" font-size="22" fill="#777">Nr. ${escape(number!)}</text>
  <circle cx="900" cy="620" r="95" fill="none" stroke="${NAVY}" stroke-width="6"/>
  <circle cx="900" cy="620" r="78" fill="none" stroke="${NAVY}" stroke-width="2"/>
  <text x="900" y="612" text-anchor="middle" font-family="${FONT}" font-size="${issuer!.split(" ").slice(-1)[0]!.length > 8 ? 17 : 24}" font-weight="bold" fill="${NAVY}">${escape(issuer!.split(" ").slice(-1)[0]!)}</text>
  <text x="900" y="648" text-anchor="middle" font-family="${FONT}" font-size="20" fill="${NAVY}">${escape(number!.split("/")[0]!)}</text>
</svg>`;
}

/** An official-partner badge, square: the manufacturer's name on a ribbon over a shield. */
function badge({ label, brand, year, colour }: Record<string, string>) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="#f3f6fb"/>
  <path d="M300 70 L470 130 L470 300 C470 410 390 480 300 530 C210 480 130 410 130 300 L130 130 Z" fill="${colour}"/>
  <path d="M300 100 L445 150 L445 300 C445 395 375 455 300 498 C225 455 155 395 155 300 L155 150 Z" fill="none" stroke="#ffffff" stroke-width="4"/>
  <text x="300" y="230" text-anchor="middle" font-family="${FONT}" font-size="${label!.length > 14 ? 22 : 28}" fill="#ffffff" letter-spacing="2">${escape(label!)}</text>
  <text x="300" y="330" text-anchor="middle" font-family="${FONT}" font-size="${brand!.length > 10 ? 44 : 54}" font-weight="bold" fill="#ffffff">${escape(brand!)}</text>
  <text x="300" y="400" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#ffffff">${escape(year!)}</text>
  <rect x="70" y="440" width="460" height="70" rx="10" fill="${RED}"/>
  <text x="300" y="487" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="bold" fill="#ffffff">TermoFort</text>
</svg>`;
}

const DRAWINGS: Array<{ out: string; svg: string }> = [
  {
    out: "cert-iso-9001.png",
    svg: certificate({
      kind: "CERTIFICAT",
      title: "ISO 9001:2015",
      subject: "Sistem de management al calității\nproducerea și montarea ferestrelor și ușilor din PVC",
      issuer: "Organismul de certificare MoldCert",
      number: "MC-QMS-0417/2023",
    }),
  },
  {
    out: "cert-conformity.png",
    svg: certificate({
      kind: "CERTIFICAT DE CONFORMITATE",
      title: "Ferestre și uși din profile PVC",
      subject: "SM EN 14351-1:2016\nrezistență la vânt, etanșeitate la apă, izolare termică",
      issuer: "Centrul de certificare CertConstruct",
      number: "CC-1128/2024",
    }),
  },
  {
    out: "badge-profilmax.png",
    svg: badge({ label: "DEALER OFICIAL", brand: "ProfilMax", year: "2025", colour: NAVY }),
  },
  {
    out: "badge-hardwarex.png",
    svg: badge({ label: "PARTENER AUTORIZAT", brand: "Hardwarex", year: "2025", colour: "#2f5d50" }),
  },
];

async function main() {
  for (const crop of CROPS) {
    await sharp(path.join(MEDIA, crop.from))
      .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
      .resize(1200, Math.round((1200 * crop.height) / crop.width))
      .modulate({ brightness: 1.02, saturation: 1.05 })
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(path.join(MEDIA, crop.out));
  }
  for (const drawing of DRAWINGS) {
    await sharp(Buffer.from(drawing.svg))
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(MEDIA, drawing.out));
  }
  console.log(`Wrote ${CROPS.length + DRAWINGS.length} images into ${MEDIA}`);
}

void main();
