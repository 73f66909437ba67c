import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gatewayAlerts } from "../lead-alerts";

let server: Server;
let health: unknown;

beforeAll(async () => {
  server = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(health));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe("the thank-you's promise, asked of the gateway before each build", () => {
  it("is made only when a channel passed its test alert with the settings it has now", async () => {
    health = { status: "ok", alertChannels: ["email"], alertsTested: ["email"], alertsCmsOnly: false };
    expect(await gatewayAlerts(url(), null)).toMatchObject({
      leadAlerts: "tested",
      facts: { channels: ["email"], tested: ["email"] },
      unreachable: null,
    });
    health = { status: "ok", alertChannels: ["email"], alertsTested: [], alertsCmsOnly: false };
    expect((await gatewayAlerts(url(), null)).leadAlerts).toBe("none");
  });

  it("is not made when the gateway does not answer, and says why", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const answer = await gatewayAlerts(address, null);
    expect(answer).toMatchObject({ leadAlerts: "none", facts: null });
    expect(answer.unreachable).toMatch(/did not answer .*promises no call-back time/);
  });

  it("follows the environment where it names LEAD_ALERTS (leads that bypass the gateway)", async () => {
    health = { status: "ok", alertChannels: [], alertsTested: [] };
    expect((await gatewayAlerts(url(), "tested")).leadAlerts).toBe("tested");
  });
});
