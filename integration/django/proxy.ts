/**
 * A proxy in front of the CMS, as the network between a visitor and the service: it passes everything through, and
 * can lose the answer to a lead POST after the CMS has stored it (the connection drops on the way back).
 */
import * as http from "node:http";

export interface LeadPost {
  path: string;
  name: unknown;
  status: number;
  dropped: boolean;
}

export class LosingProxy {
  /** Every lead POST that reached the CMS, in order. */
  readonly posts: LeadPost[] = [];
  private readonly losing = new Set<string>();
  private readonly server: http.Server;

  constructor(private readonly targetPort: number) {
    this.server = http.createServer((req, res) => this.pass(req, res));
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, () => resolve());
    });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The first answer to the lead POST carrying this name is lost after the CMS stored the lead. */
  loseFirstAnswerTo(name: string) {
    this.losing.add(name);
  }

  postsNamed(name: string): LeadPost[] {
    return this.posts.filter((post) => post.name === name);
  }

  private pass(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const upstream = http.request(
        { host: "127.0.0.1", port: this.targetPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => parts.push(chunk));
          answer.on("end", () => {
            if (req.method === "POST") {
              const name = leadName(body);
              const dropped = typeof name === "string" && this.losing.delete(name);
              this.posts.push({ path: req.url ?? "", name, status: answer.statusCode ?? 0, dropped });
              if (dropped) return void req.socket.destroy();
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(parts));
          });
        },
      );
      upstream.on("error", () => req.socket.destroy());
      upstream.end(body);
    });
  }
}

function leadName(body: Buffer): unknown {
  try {
    return (JSON.parse(body.toString("utf8")) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}
