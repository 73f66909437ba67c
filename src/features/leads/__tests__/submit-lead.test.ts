/** @jest-environment jsdom */
import { submitContactRequest, submitLead } from "../submit-lead";
import { useLeadStatus, type LeadSubmission } from "../lead-status";

const config = { apiUrl: "https://api.example", siteId: "termofort", gateway: null };
const body = { type: "call", name: "Ion", phone: "+373 (69) 123-456", site: "termofort", page: "/" };

/** A fetch whose answer the test gives when it wants: the service is slow. */
function slowService() {
  const answers: Array<(response: Response) => void> = [];
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  return answers;
}

/** jsdom has no Response: just what the sender reads (a refusal carries DRF's field errors). */
const answer = (status: number) =>
  ({
    ok: status < 300,
    status,
    headers: new Headers(),
    text: async () => (status === 400 ? '{"phone": ["Enter a valid phone number."]}' : ""),
  }) as unknown as Response;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("submitLead: the visitor never waits for the service", () => {
  const reports: LeadSubmission[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    localStorage.clear();
    reports.length = 0;
    useLeadStatus.getState().reset();
    unsubscribe = useLeadStatus.subscribe(({ submission }, previous) => {
      if (submission && submission !== previous.submission) reports.push(submission);
    });
    // The refusal is logged on purpose; the test checks what the visitor sees.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    unsubscribe();
    jest.restoreAllMocks();
  });

  it("stores the lead and reports it as being sent before the service answers, then follows the answer", async () => {
    const answers = slowService();
    await submitLead(config, "call", body);
    expect(reports).toEqual([{ id: 1, kind: "call", sentAt: expect.any(Number) }]);
    expect(useLeadStatus.getState().status).toBe("sending");
    expect(Object.keys(localStorage).some((key) => key.startsWith("termofort.lead-outbox.v2."))).toBe(true);
    answers[0]!(answer(201));
    await flush();
    expect(useLeadStatus.getState().status).toBe("delivered");
    expect(Object.keys(localStorage).some((key) => key.startsWith("termofort.lead-outbox.v2."))).toBe(false);
  });

  it("says refused on a 4xx, and an earlier request's late answer never overwrites the latest one's status", async () => {
    const answers = slowService();
    await submitLead(config, "call", body);
    await submitLead(config, "call", { ...body, name: "Maria" });
    answers[1]!(answer(400));
    await flush();
    expect(useLeadStatus.getState().status).toBe("rejected");
    answers[0]!(answer(201));
    await flush();
    expect(useLeadStatus.getState().status).toBe("rejected");
  });

  it("reports a bot that filled the honeypot as received at once and sends nothing", async () => {
    const answers = slowService();
    await submitLead(config, "call", body, { verdict: "trap" });
    expect(reports).toEqual([{ id: 1, kind: "call", sentAt: expect.any(Number) }]);
    expect(useLeadStatus.getState().status).toBe("delivered");
    expect(global.fetch).not.toHaveBeenCalled();
    expect(answers).toHaveLength(0);
  });

  it("sends a submit faster than a person types, flagged fast_submit for the CRM", async () => {
    const answers = slowService();
    await submitLead(config, "call", body, { verdict: "fast" });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(String(jest.mocked(global.fetch).mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ ...body, fast_submit: true });
    answers[0]!(answer(201));
    await flush();
    expect(useLeadStatus.getState().status).toBe("delivered");
  });

  it("sends a person's submit without the flag", async () => {
    slowService();
    await submitLead(config, "call", body);
    const sent = JSON.parse(String(jest.mocked(global.fetch).mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent).not.toHaveProperty("fast_submit");
  });
});

describe("submitContactRequest: a short form's request, a dialog's or a page's own", () => {
  beforeEach(() => {
    localStorage.clear();
    useLeadStatus.getState().reset();
  });

  it("sends the spec's payload with what was asked for and where, from the page it was sent on", async () => {
    const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      posted.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return answer(201);
    });
    window.history.replaceState(null, "", "/ru/blog/an-article");
    await submitContactRequest(
      config,
      "consultation",
      { name: "  Ion Popescu ", phone: "+373 (69) 123-456" },
      { place: "page-end" },
      "person",
    );
    await flush();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toContain("/ru/api/invoices/");
    expect(posted[0]!.body).toMatchObject({
      type: "Заявка на консультацию",
      name: "Ion Popescu",
      phone: "+373 (69) 123-456",
      site: "termofort",
      page: "/ru/blog/an-article",
      request_kind: "consultation",
      form_place: "page-end",
    });
    expect(posted[0]!.body).not.toHaveProperty("product");
    expect(useLeadStatus.getState().status).toBe("delivered");
  });
});
