/**
 * A proxy in front of the embedded content service that records each request as it went over the wire (status,
 * whether it carried a validator), whatever HTTP client the plugin uses, and can rewrite answers' headers.
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  url: string;
  status: number;
  conditional: boolean;
}

export interface RecordingProxy {
  url: string;
  /** Starts recording (from now on); `rewrite` may change each answer's headers before they are sent on. */
  record(rewrite?: (headers: http.IncomingHttpHeaders) => void): RecordedRequest[];
  /** Connections the plugin opened to the proxy so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  let recorded: RecordedRequest[] | undefined;
  let rewrite: ((headers: http.IncomingHttpHeaders) => void) | undefined;
  let connections = 0;
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        rewrite?.(headers);
        recorded?.push({
          url: new URL(req.url ?? "/", `http://${req.headers.host ?? "proxy"}`).toString(),
          status: answer.statusCode ?? 0,
          conditional: Boolean(req.headers["if-none-match"] || req.headers["if-modified-since"]),
        });
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    record(change) {
      rewrite = change;
      recorded = [];
      return recorded;
    },
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
