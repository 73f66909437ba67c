/** The reference Django CMS (test/django/) as a real process: a fresh SQLite database with the demo content. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
export const DJANGO_DIR = path.join(ROOT, "test", "django");
/** Debian's python3, which has python3-django, -djangorestframework and -django-cors-headers (.ci/run). */
export const PYTHON = process.env.DJANGO_PYTHON || (existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3");

export interface StoredLead {
  model: "invoice" | "calculate_invoice";
  idempotency_key: string | null;
  name: string;
  phone: string;
  fast_submit: boolean;
  type?: string;
  window?: Record<string, unknown>;
  request_kind: string;
  form_place: string;
  product: { id: number; name: string } | null;
}

export class Cms {
  private server: ChildProcess | null = null;
  output = "";

  constructor(
    private readonly env: { DJANGO_DB: string; SITE_ORIGINS: string },
    readonly port: number,
  ) {}

  /** `manage.py <args>`; throws with its output when it fails. */
  manage(...args: string[]): string {
    const result = spawnSync(PYTHON, ["manage.py", ...args], {
      cwd: DJANGO_DIR,
      env: { ...process.env, ...this.env },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`manage.py ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  }

  /** A new database with the demo content, then the server (Django's runserver: threaded, no autoreload). */
  async start(): Promise<void> {
    this.manage("migrate", "--verbosity", "0");
    this.manage("load_demo");
    this.server = spawn(PYTHON, ["manage.py", "runserver", `127.0.0.1:${this.port}`, "--noreload"], {
      cwd: DJANGO_DIR,
      env: { ...process.env, ...this.env, PYTHONUNBUFFERED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.server.stdout!.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    this.server.stderr!.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${this.port}/ro/api/contacts/?site_url=termofort`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      if (this.server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`Django did not start:\n${this.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  stop(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      server.on("exit", () => resolve());
      server.kill("SIGTERM");
    });
  }

  /** Every lead in Django's database, read through the ORM. */
  leads(): StoredLead[] {
    const script = [
      "import json",
      "from leads.models import CalculateInvoice, Invoice",
      "rows = [dict(model='invoice', **row) for row in Invoice.objects.values(",
      "  'idempotency_key', 'name', 'phone', 'fast_submit', 'type', 'request_kind', 'form_place', 'product')]",
      "rows += [dict(model='calculate_invoice', **row) for row in CalculateInvoice.objects.values(",
      "  'idempotency_key', 'name', 'phone', 'fast_submit', 'window', 'request_kind', 'form_place', 'product')]",
      "print(json.dumps(rows))",
    ].join("\n");
    return JSON.parse(this.manage("shell", "-c", script)) as StoredLead[];
  }

  /** The lead models' limits, as Django validates them. */
  limits(): {
    nameMaxLength: number;
    phonePattern: string;
    keyMaxLength: number;
    requestKinds: string[];
    formPlacePattern: string;
  } {
    const script = [
      "import json",
      "from leads.models import CalculateInvoice, Invoice",
      "out = []",
      "for model in (Invoice, CalculateInvoice):",
      "  fields = ('name', 'phone', 'idempotency_key', 'request_kind', 'form_place')",
      "  name, phone, key, kind, place = (model._meta.get_field(f) for f in fields)",
      "  pattern = lambda field: next(v for v in field.validators if hasattr(v, 'regex')).regex.pattern",
      "  out.append(dict(nameMaxLength=name.max_length, keyMaxLength=key.max_length, phonePattern=pattern(phone),",
      "    requestKinds=[value for value, _ in kind.choices], formPlacePattern=pattern(place)))",
      "assert out[0] == out[1], out",
      "print(json.dumps(out[0]))",
    ].join("\n");
    return JSON.parse(this.manage("shell", "-c", script)) as ReturnType<Cms["limits"]>;
  }
}
