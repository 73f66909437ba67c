/**
 * A stand-in for the lead gateway's SQLite journal (issue 42 moves it to `$LEAD_GATEWAY_DIR/journal.sqlite`, WAL
 * mode, node:sqlite) while that gateway is not on main: a process of its own that takes `POST /` with a lead key,
 * commits the row (synchronous=FULL) and only then answers 202, as the gateway answers a lead once it is on disk.
 * Usage: tsx journal-writer.ts <dir> <port>
 */
import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import * as path from "node:path";
import { DatabaseSync } from "node:sqlite";

const [dir, port] = process.argv.slice(2) as [string, string];
mkdirSync(dir, { recursive: true });
const db = new DatabaseSync(path.join(dir, "journal.sqlite"));
db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000;");
db.exec("CREATE TABLE IF NOT EXISTS leads (key TEXT PRIMARY KEY, body TEXT NOT NULL, accepted_at INTEGER NOT NULL)");
const insert = db.prepare("INSERT OR IGNORE INTO leads (key, body, accepted_at) VALUES (?, ?, ?)");

createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const { key } = JSON.parse(body) as { key: string };
    insert.run(key, body, Date.now());
    response.writeHead(202, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ status: "accepted", key }));
  });
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
