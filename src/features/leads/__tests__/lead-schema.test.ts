import { leadSchema } from "../lead-schema";

const valid = { name: "Ion", phone: "+373 (69) 123-456", policyAgreement: true };

async function errorsOf(values: Record<string, unknown>) {
  try {
    await leadSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    // The form shows the first message of each field, as react-hook-form's resolver does.
    const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
    const first = new Map<string, string>();
    for (const item of inner) if (!first.has(item.path)) first.set(item.path, item.message);
    return [...first].map(([path, message]) => `${path}:${message}`);
  }
}

describe("lead validation", () => {
  it("accepts a name of 2+ characters, a complete +373 phone and the policy agreement", async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, name: "Ana Maria", phone: "+373 (78) 000-111" })).toEqual([]);
  });

  it("requires the name, at least 2 characters after trimming", async () => {
    expect(await errorsOf({ ...valid, name: "" })).toEqual(["name:validation.nameRequired"]);
    expect(await errorsOf({ ...valid, name: " I " })).toEqual(["name:validation.nameShort"]);
  });

  it("requires a complete phone of 17 characters whose first digit is 6 or 7", async () => {
    expect(await errorsOf({ ...valid, phone: "" })).toEqual(["phone:validation.phoneRequired"]);
    expect(await errorsOf({ ...valid, phone: "+373 (69) 123-45" })).toEqual(["phone:validation.phoneIncomplete"]);
    expect(await errorsOf({ ...valid, phone: "+373 (59) 123-456" })).toEqual(["phone:validation.phoneIncomplete"]);
    expect(await errorsOf({ ...valid, phone: "+37369123456" })).toEqual(["phone:validation.phoneIncomplete"]);
  });

  it("requires the policy agreement", async () => {
    expect(await errorsOf({ ...valid, policyAgreement: false })).toEqual(["policyAgreement:validation.policyRequired"]);
  });

  it("reports every invalid field at once", async () => {
    expect(await errorsOf({ name: "", phone: "", policyAgreement: false })).toHaveLength(3);
  });
});
