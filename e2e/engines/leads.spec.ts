/**
 * Leads from WebKit and Firefox at a phone's width: a call request whose phone is typed key by key with +373, and a
 * calculator request, each stored exactly once by the content service.
 */
import { expect, test, type Visitor } from "./fixtures";
import type { Target } from "./visitor";
import { t } from "../content";
import { leadsNamed, uniqueName } from "../service";

const strings = t("ro");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function fillContact(visitor: Visitor, form: Target, name: string, phone: string) {
  await visitor.type({ role: "textbox", name: strings.form.name, within: form }, name);
  await visitor.type({ role: "textbox", name: strings.form.phone, within: form }, phone);
  await visitor.click({ role: "checkbox", name: new RegExp(`^${escape(strings.form.policyBefore)}`), within: form });
}

async function expectStoredOnce(visitor: Visitor, name: string) {
  const success = { role: "dialog", name: strings.dialogs.success.title } as const;
  await expect
    .poll(() => visitor.isVisible({ role: "heading", name: strings.dialogs.success.title, within: success }))
    .toBe(true);
  await expect.poll(() => leadsNamed(name).length).toBe(1);
  return leadsNamed(name)[0]!;
}

test.beforeEach(async ({ visitor }) => visitor.resize(375, 812));

test("a call request with the phone typed key by key from +373 is stored once, as the number typed", async ({
  visitor,
}) => {
  const name = uniqueName(`Engine call ${visitor.engine}`);
  await visitor.open("/contacts#call");
  const form = { role: "dialog", name: strings.dialogs.call.title } as const;
  await fillContact(visitor, form, name, "+37369123456");
  expect(await visitor.value({ role: "textbox", name: strings.form.phone, within: form })).toBe("+373 (69) 123-456");
  await visitor.click({ role: "button", name: strings.form.submit, within: form });
  const lead = await expectStoredOnce(visitor, name);
  expect(lead.body).toMatchObject({ name, phone: "+373 (69) 123-456", page: "/contacts" });
});

test("a calculator request is stored once with its window", async ({ visitor }) => {
  const name = uniqueName(`Engine calculator ${visitor.engine}`);
  await visitor.open("/calculator");
  // The request part of the form: on a phone the sticky estimate has a button of the same name, which scrolls here.
  const form = { role: "group", name: strings.calculator.request, within: { role: "main" } } as const;
  await fillContact(visitor, form, name, "69123456");
  await visitor.click({ role: "button", name: strings.calculator.submit, within: form });
  const lead = await expectStoredOnce(visitor, name);
  expect(lead.body).toMatchObject({
    name,
    phone: "+373 (69) 123-456",
    window: expect.objectContaining({ width: 1300, height: 1400 }),
  });
});
