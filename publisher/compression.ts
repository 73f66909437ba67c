/**
 * The precompressed .gz and .br twins of a release's text files (releases.ts), so no server compresses them on the fly.
 */
import { Worker } from "node:worker_threads";

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
export const MIN_COMPRESS_BYTES = 256;

/**
 * Brotli quality per file. Quality 11 costs many times the time of 7 for a few per cent fewer bytes, so it is kept
 * for the few shared, content-hashed, long-cached assets (JavaScript, CSS, SVG) every visitor downloads; everything
 * else gets 7: pages and their page-data come by the thousand, and the sitemap is large and rewritten by every
 * build. The trade measured: docs/scale.md.
 */
const brotliQuality = (file: string) => (/\.(js|mjs|css|svg)$/.test(file) ? 11 : 7);

/**
 * Compresses in worker threads, one per core, each writing a file's twins with the synchronous zlib calls: the
 * asynchronous ones run on libuv's pool, whose 4 threads every read and write shares too, so compression and the
 * step's own file reads queue behind each other. Plain JavaScript evaluated in the worker, as the step runs both
 * compiled by Gatsby and under tsx.
 */
const COMPRESS_WORKER = `
const { parentPort } = require("node:worker_threads");
const { writeFileSync } = require("node:fs");
const { brotliCompressSync, constants, gzipSync } = require("node:zlib");
parentPort.on("message", ({ file, body, quality }) => {
  try {
    writeFileSync(file + ".gz", gzipSync(body, { level: 9 }));
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    writeFileSync(file + ".br", brotliCompressSync(body, { params }));
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: String((error && error.stack) || error) });
  }
});`;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class CompressionPool {
  private readonly queues = new Map<Worker, Waiting[]>();

  constructor(size: number) {
    for (let index = 0; index < size; index += 1) {
      const worker = new Worker(COMPRESS_WORKER, { eval: true });
      const queue: Waiting[] = [];
      this.queues.set(worker, queue);
      worker.on("message", (message: { file: string; error?: string }) => {
        const waiting = queue.shift();
        if (message.error) waiting?.reject(new Error(`Compressing ${message.file}: ${message.error}`));
        else waiting?.resolve();
      });
      worker.on("error", (error) => queue.splice(0).forEach((waiting) => waiting.reject(error)));
      // A worker that dies without an error event (out of memory, terminate) must not leave the build waiting.
      worker.on("exit", (code) =>
        queue.splice(0).forEach((waiting) => waiting.reject(new Error(`The compression worker exited (${code})`))),
      );
    }
  }

  /** Writes `file`.gz and `file`.br from `body`, on the least busy worker. */
  twins(file: string, body: Buffer): Promise<void> {
    const [worker, queue] = [...this.queues].reduce((best, entry) => (entry[1].length < best[1].length ? entry : best));
    return new Promise((resolve, reject) => {
      queue.push({ resolve, reject });
      worker.postMessage({ file, body, quality: brotliQuality(file) });
    });
  }

  close() {
    return Promise.all([...this.queues.keys()].map((worker) => worker.terminate()));
  }
}
