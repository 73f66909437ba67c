/**
 * @jest-environment jsdom
 */
import { yupResolver } from "@hookform/resolvers/yup";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { ContactFields } from "../contact-fields";
import { leadSchema, type LeadFormValues } from "../lead-schema";

/** The real fields in a real react-hook-form form, validated by the lead schema, as every lead form uses them. */
function Form({ onValid }: { onValid: (values: LeadFormValues) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LeadFormValues>({
    resolver: yupResolver(leadSchema),
    defaultValues: { name: "", phone: "", policyAgreement: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <ContactFields idPrefix="test" register={register} control={control} errors={errors} privacyPolicy={null} />
      <button type="submit">send</button>
    </form>
  );
}

// Without a page context the translator returns the keys, so the labels are the translation keys.
const phoneInput = () => screen.getByLabelText(/form\.phone/);

describe("contact fields with the masked phone input", () => {
  it("formats typed digits as +373 (XX) XXX-XXX", async () => {
    const user = userEvent.setup();
    render(<Form onValid={jest.fn()} />);
    await user.type(phoneInput(), "69123456");
    expect(phoneInput()).toHaveValue("+373 (69) 123-456");
  });

  it.each(["+37369123456", "37369123456", "0037369123456", "069123456"])(
    "reads a typed %s as the country or trunk prefix and the number",
    async (typed) => {
      const user = userEvent.setup();
      render(<Form onValid={jest.fn()} />);
      await user.type(phoneInput(), typed);
      expect(phoneInput()).toHaveValue("+373 (69) 123-456");
    },
  );

  it("formats a pasted number", async () => {
    const user = userEvent.setup();
    render(<Form onValid={jest.fn()} />);
    await user.click(phoneInput());
    await user.paste("+373 69 123 456");
    expect(phoneInput()).toHaveValue("+373 (69) 123-456");
  });

  it("refuses what cannot be a Moldovan mobile number instead of reshaping it", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText(/form\.name/), "Ion");
    await user.type(phoneInput(), "+40721123456");
    expect(phoneInput()).toHaveValue("+40721123456");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "send" }));
    expect(phoneInput()).toHaveAttribute("aria-invalid", "true");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("sends nothing with a partial phone and shows the field's error", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText(/form\.name/), "Ion");
    await user.type(phoneInput(), "691");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "send" }));
    expect(phoneInput()).toHaveAttribute("aria-invalid", "true");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("submits the masked phone once every field is valid", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText(/form\.name/), "Ion");
    await user.type(phoneInput(), "69123456");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "send" }));
    expect(onValid).toHaveBeenCalledWith(
      { name: "Ion", phone: "+373 (69) 123-456", policyAgreement: true },
      expect.anything(),
    );
  });
});
