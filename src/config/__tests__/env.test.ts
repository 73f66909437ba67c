/** @jest-environment node */
import { readEnv } from "../env";

describe("third-party script URLs from the environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("are empty when not set, and kept when https", () => {
    delete process.env.LIVE_CHAT_SCRIPT_URL;
    process.env.CRM_FORM_SCRIPT_URL = " https://crm.example.md/form.js?id=1 ";
    expect(readEnv()).toMatchObject({ liveChatScriptUrl: "", crmFormScriptUrl: "https://crm.example.md/form.js?id=1" });
  });

  it.each([
    ["http://crm.example.md/form.js", "must be an https:// URL without credentials"],
    ["javascript:alert(1)", "must be an https:// URL without credentials"],
    ["https://user:pw@crm.example.md/form.js", "must be an https:// URL without credentials"],
    ["//crm.example.md/form.js", "must be an absolute https:// URL"],
  ])("refuse %s", (value, message) => {
    process.env.LIVE_CHAT_SCRIPT_URL = value;
    expect(() => readEnv()).toThrow(`LIVE_CHAT_SCRIPT_URL ${message}`);
  });
});
