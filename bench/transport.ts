/**
 * The source plugin's transport alone: CPU and wall time of a no-change rebuild's conditional GETs (each answered
 * `304`, one in ten `200` with a gzipped JSON body), 8 in flight, against a server in another process. Rounds
 * alternate between the current transport (undici, lib/http-get.ts), Node's fetch and, with `--base <file>`, another
 * http-get.ts (an older checkout's), so all share the machine's load. Prints medians.
 *
 *   npx tsx bench/transport.ts [--requests 13782] [--rounds 5] [--base <path to another http-get.ts>]
 */
import { fork } from "node:child_process";
import * as path from "node:path";
import { parseArgs } from "node:util";
import pLimit from "p-limit";
// The transport is the plugin's internal, not its public entry: this measures it alone.
// eslint-disable-next-line no-restricted-imports
import { createKeepAliveHttpGet, type KeepAliveHttpGet } from "../plugins/gatsby-source-content-service/lib/http-get";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "13782" },
    rounds: { type: "string", default: "5" },
    base: { type: "string" },
    serve: { type: "boolean", default: false },
  },
});

if (args.serve) {
  // The server: a child process, so its CPU is not the client's.
  void (async () => {
    const http = await import("node:http");
    const zlib = await import("node:zlib");
    const body = zlib.gzipSync(JSON.stringify({ id: 1, title: "Ferestre termoizolante", text: "x".repeat(2000) }));
    let count = 0;
    const server = http.createServer((req, res) => {
      count += 1;
      if (req.headers["if-none-match"] === '"v1"' && count % 10 !== 0) res.writeHead(304, { ETag: '"v1"' }).end();
      else
        res.writeHead(200, { ETag: '"v1"', "Content-Type": "application/json", "Content-Encoding": "gzip" }).end(body);
    });
    server.listen(0, "127.0.0.1", () => process.send!((server.address() as { port: number }).port));
  })();
} else {
  void main();
}

type Transport = { name: string; get: (url: string) => Promise<string>; close(): void };

function keepAlive(name: string, create: (options: { maxSockets: number }) => KeepAliveHttpGet): Transport {
  const transport = create({ maxSockets: 8 });
  return {
    name,
    get: async (url) => (await transport(url, { headers: { "If-None-Match": '"v1"' }, timeoutMs: 10_000 })).text(),
    close: () => transport.close(),
  };
}

const viaFetch: Transport = {
  name: "fetch",
  get: async (url) => {
    const response = await fetch(url, { headers: { "If-None-Match": '"v1"' }, signal: AbortSignal.timeout(10_000) });
    return response.text();
  },
  close: () => {},
};

async function main() {
  const requests = Number(args.requests);
  const rounds = Number(args.rounds);
  const server = fork(__filename, ["--serve"], { execArgv: process.execArgv });
  const port = await new Promise<number>((resolve) => server.once("message", (message) => resolve(Number(message))));
  const transports: Transport[] = [keepAlive("undici (http-get.ts)", createKeepAliveHttpGet), viaFetch];
  if (args.base) {
    const base = (await import(path.resolve(args.base))) as { createKeepAliveHttpGet: typeof createKeepAliveHttpGet };
    transports.push(keepAlive(`base (${args.base})`, base.createKeepAliveHttpGet));
  }
  const figures = new Map<string, Array<{ cpu: number; wall: number }>>();
  for (let round = 0; round < rounds + 1; round += 1) {
    for (const transport of transports) {
      const limit = pLimit(8);
      const started = performance.now();
      const cpu = process.cpuUsage();
      await Promise.all(
        Array.from({ length: requests }, (_, index) =>
          limit(() => transport.get(`http://127.0.0.1:${port}/ro/api/blog-item/${index}/?site_url=termofort`)),
        ),
      );
      const used = process.cpuUsage(cpu);
      // Round 0 warms up (JIT, connections).
      if (round === 0) continue;
      const list = figures.get(transport.name) ?? [];
      list.push({ cpu: (used.user + used.system) / 1e6, wall: (performance.now() - started) / 1000 });
      figures.set(transport.name, list);
    }
  }
  for (const transport of transports) transport.close();
  server.kill();
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`${requests} conditional GETs, 8 in flight, medians of ${rounds} alternating rounds:`);
  for (const [name, list] of figures) {
    const cpu = list.map((entry) => entry.cpu);
    const wall = list.map((entry) => entry.wall);
    console.log(
      `  ${name}: CPU ${median(cpu).toFixed(2)} s (${Math.min(...cpu).toFixed(2)}-${Math.max(...cpu).toFixed(2)}), ` +
        `wall ${median(wall).toFixed(2)} s`,
    );
  }
}
