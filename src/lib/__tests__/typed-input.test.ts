/**
 * @jest-environment jsdom
 */
import { hasTypedInput, installTypedInputTracking } from "../typed-input";

installTypedInputTracking();

function field(html: string) {
  const form = document.createElement("form");
  form.innerHTML = html;
  document.body.append(form);
  return { form, input: form.querySelector("input, textarea") as HTMLInputElement };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};

afterEach(() => (document.body.innerHTML = ""));

describe("hasTypedInput", () => {
  it("is false for fields that only hold their defaults", () => {
    field('<input type="number" value="2">');
    field('<input type="tel" value="+373">');
    expect(hasTypedInput()).toBe(false);
  });

  it("is true once the visitor typed into a text field or a textarea, until it is emptied", () => {
    const { input } = field('<input type="text">');
    type(input, "Ion");
    expect(hasTypedInput()).toBe(true);
    type(input, "  ");
    expect(hasTypedInput()).toBe(false);
    const note = field("<textarea></textarea>").input;
    type(note, "call after 6");
    expect(hasTypedInput()).toBe(true);
  });

  it("forgets fields that left the page (a dialog closed after its submit)", () => {
    const { form, input } = field('<input type="tel">');
    type(input, "+373 (69) 123-456");
    form.remove();
    expect(hasTypedInput()).toBe(false);
  });

  it("ignores checkboxes: ticking a box is not typed text", () => {
    const { input } = field('<input type="checkbox">');
    input.checked = true;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(hasTypedInput()).toBe(false);
  });
});
