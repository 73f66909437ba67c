/** @jest-environment jsdom */
import { onLeadSubmitted, type LeadSubmission } from "../lead-delivery";
import { submitLead, useLeadStatus } from "../lead-outbox";
import { LEAD_PATHS } from "../lead-sender";

const config = { apiUrl: "https://api.example", siteId: "termofort" };
const body = { type: "call", name: "Ion", phone: "+373 (69) 123-456", site: "termofort", page: "/" };

/** A fetch whose answer the test gives when it wants: the service is slow. */
function slowService() {
  const answers: Array<(response: Response) => void> = [];
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  return answers;
}

/** jsdom has no Response: just what the sender reads. */
const answer = (status: number) =>
  ({ ok: status < 300, status, headers: new Headers(), text: async () => "" }) as unknown as Response;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("submitLead: the visitor never waits for the service", () => {
  const reports: LeadSubmission[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    localStorage.clear();
    reports.length = 0;
    unsubscribe = onLeadSubmitted((submission) => reports.push(submission));
    useLeadStatus.getState().reset();
    // The refusal is logged on purpose; the test checks what the visitor sees.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    unsubscribe();
    jest.restoreAllMocks();
  });

  it("stores the lead and reports it as being sent before the service answers, then follows the answer", async () => {
    const answers = slowService();
    await submitLead(config, LEAD_PATHS.invoice, body);
    expect(reports).toEqual([{ path: LEAD_PATHS.invoice, status: "sending" }]);
    expect(useLeadStatus.getState().status).toBe("sending");
    expect(Object.keys(localStorage).some((key) => key.startsWith("termofort.lead-outbox.v2."))).toBe(true);
    answers[0]!(answer(201));
    await flush();
    expect(useLeadStatus.getState().status).toBe("delivered");
    expect(Object.keys(localStorage).some((key) => key.startsWith("termofort.lead-outbox.v2."))).toBe(false);
  });

  it("says refused on a 4xx, and an earlier request's late answer never overwrites the latest one's status", async () => {
    const answers = slowService();
    await submitLead(config, LEAD_PATHS.invoice, body);
    await submitLead(config, LEAD_PATHS.invoice, { ...body, name: "Maria" });
    answers[1]!(answer(400));
    await flush();
    expect(useLeadStatus.getState().status).toBe("rejected");
    answers[0]!(answer(201));
    await flush();
    expect(useLeadStatus.getState().status).toBe("rejected");
  });

  it("reports a caught bot as received at once and sends nothing", async () => {
    const answers = slowService();
    await submitLead(config, LEAD_PATHS.invoice, body, { spam: true });
    expect(useLeadStatus.getState().status).toBe("delivered");
    expect(answers).toHaveLength(0);
  });
});
