/**
 * `npm run bench:images`: what each output format costs for the demo images, encoded as gatsby-plugin-sharp encodes
 * them (same sharp calls, quality 70, progressive JPEG), at the widths the site's queries ask for. Prints encode time
 * and bytes per format and width as ratios to JPEG, measured in one run, and writes side-by-side crops of one photo
 * into var/image-formats/ for a look. docs/images.md records the figures and the choice made from them.
 */
import { mkdirSync, readdirSync } from "node:fs";
import * as path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(__dirname, "..");
const MEDIA = path.join(ROOT, "content-service", "media");
const OUT = path.join(ROOT, "var", "image-formats");
const QUALITY = 70;
/** The widths the photo queries produce (CONSTRAINED 480-960 at the default 0.25-2x densities, capped at 1200). */
const WIDTHS = [240, 480, 960, 1200];
const FORMATS = ["jpg", "webp", "avif"] as const;
type Format = (typeof FORMATS)[number];

function encode(input: string, width: number, format: Format): sharp.Sharp {
  const pipeline = sharp(input)
    .rotate()
    .resize(width, Math.round(width / 1.5), { fit: "cover" });
  if (format === "webp") return pipeline.webp({ quality: QUALITY });
  if (format === "avif") return pipeline.avif({ quality: QUALITY });
  return pipeline.jpeg({ quality: QUALITY, progressive: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  // One encode at a time: the figures are per-encode costs, not what the machine's cores can overlap.
  sharp.concurrency(1);
  const photos = readdirSync(MEDIA)
    .filter((name) => name.endsWith(".jpg"))
    .map((name) => path.join(MEDIA, name));
  const ms: Record<Format, Record<number, number[]>> = { jpg: {}, webp: {}, avif: {} };
  const bytes: Record<Format, Record<number, number>> = { jpg: {}, webp: {}, avif: {} };
  // Formats interleaved per image, so a burst of load on the machine hits all three alike.
  for (const photo of photos) {
    for (const width of WIDTHS) {
      for (const format of FORMATS) {
        const started = process.hrtime.bigint();
        const buffer = await encode(photo, width, format).toBuffer();
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        (ms[format][width] ??= []).push(elapsed);
        bytes[format][width] = (bytes[format][width] ?? 0) + buffer.length;
      }
    }
  }
  console.log(`${photos.length} photos, quality ${QUALITY}; time = median ms per encode, bytes = mean KB per image`);
  console.log("width  format  ms/encode  x JPEG time  KB/image  x JPEG bytes");
  const totals: Record<Format, { ms: number; bytes: number }> = {
    jpg: { ms: 0, bytes: 0 },
    webp: { ms: 0, bytes: 0 },
    avif: { ms: 0, bytes: 0 },
  };
  for (const width of WIDTHS) {
    for (const format of FORMATS) {
      const time = median(ms[format][width]!);
      const size = bytes[format][width]! / photos.length;
      totals[format].ms += ms[format][width]!.reduce((sum, value) => sum + value, 0);
      totals[format].bytes += bytes[format][width]!;
      console.log(
        `${String(width).padStart(5)}  ${format.padEnd(6)}  ${time.toFixed(0).padStart(9)}  ${(time / median(ms.jpg[width]!)).toFixed(2).padStart(11)}  ${(size / 1024).toFixed(1).padStart(8)}  ${(bytes[format][width]! / bytes.jpg[width]!).toFixed(2).padStart(12)}`,
      );
    }
  }
  console.log("all widths: total encode seconds and KB per format");
  for (const format of FORMATS)
    console.log(
      `  ${format.padEnd(5)} ${(totals[format].ms / 1000).toFixed(1).padStart(6)} s (x${(totals[format].ms / totals.jpg.ms).toFixed(2)} JPEG)  ${(totals[format].bytes / 1024).toFixed(0).padStart(6)} KB (x${(totals[format].bytes / totals.jpg.bytes).toFixed(2)} JPEG)`,
    );

  // Side by side: the same 400x300 detail of the first photo at 960 px in each format, scaled 2x for the eye.
  mkdirSync(OUT, { recursive: true });
  const tiles = await Promise.all(
    FORMATS.map(async (format) => {
      const encoded = await encode(photos[0]!, 960, format).toBuffer();
      return sharp(encoded)
        .extract({ left: 280, top: 170, width: 400, height: 300 })
        .resize(800, 600, { kernel: "nearest" })
        .png()
        .toBuffer();
    }),
  );
  const sideBySide = path.join(OUT, "side-by-side.png");
  await sharp({ create: { width: 800 * tiles.length, height: 600, channels: 3, background: "#fff" } })
    .composite(tiles.map((input, index) => ({ input, left: index * 800, top: 0 })))
    .png()
    .toFile(sideBySide);
  console.log(`side by side (${FORMATS.join(", ")}, left to right): ${path.relative(ROOT, sideBySide)}`);
}

void main();
