/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SizeField } from "../size-field";
import { isValidSize, parseSize } from "../size-mask";

function Field() {
  const [value, setValue] = useState("");
  return <SizeField id="width" label="Width" value={value} hint="210-3000" error={null} onChange={setValue} />;
}

describe("size field", () => {
  it("takes digits only, four at most, as typed", async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText("Width");
    await user.type(input, "1a2 3-45");
    expect(input).toHaveValue("1234");
  });

  it("keeps the digits of a paste, and the caret after the last digit kept before it", async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>("Width");
    await user.type(input, "19");
    await user.type(input, "x2", { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue("129");
    expect(input.selectionStart).toBe(2);
    await user.clear(input);
    await user.paste("1 300 mm");
    expect(input).toHaveValue("1300");
  });
});

describe("size values", () => {
  it("parses sizes in millimetres, NaN while empty", () => {
    expect(parseSize("1300")).toBe(1300);
    expect(parseSize("")).toBeNaN();
  });

  it("refuses sizes below 210 mm", () => {
    expect(isValidSize("209")).toBe(false);
    expect(isValidSize("210")).toBe(true);
    expect(isValidSize("")).toBe(false);
    expect(isValidSize("9999")).toBe(true);
  });
});
