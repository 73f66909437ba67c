import { Link } from "gatsby";
import type { ChangeEvent } from "react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { usePage } from "../../lib/i18n";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "../../../contract/browser";
import type { LeadFormValues } from "./lead-schema";
import { conformedCaret, conformPhone, PHONE_PLACEHOLDER } from "./phone-mask";
import { SpamTrap } from "./spam-guard";

interface ContactFieldsProps {
  idPrefix: string;
  register: UseFormRegister<LeadFormValues>;
  control: Control<LeadFormValues>;
  errors: FieldErrors<LeadFormValues>;
  privacyPolicy: string | null;
}

/** The numbers the hints name, from the limits the service applies. */
const HINT_VALUES = { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH };

/** The phone as typed, pasted or autofilled, read and formatted (phone-mask.ts), with the caret after the same text. */
function conformInput(event: ChangeEvent<HTMLInputElement>): string {
  const field = event.currentTarget;
  const raw = field.value;
  const value = conformPhone(raw);
  if (value !== raw) {
    const caret = conformedCaret(raw, field.selectionStart ?? raw.length);
    // Written here, so that React's controlled value finds the DOM already conformed and leaves the caret alone.
    field.value = value;
    field.setSelectionRange(caret, caret);
  }
  return value;
}

/** Name, masked phone and the policy agreement: the contact part of every lead form. */
export function ContactFields({ idPrefix, register, control, errors, privacyPolicy }: ContactFieldsProps) {
  const { t } = usePage();
  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof LeadFormValues) => {
    const message = errors[field]?.message;
    return message ? (
      <p id={id(`${field}-error`)} className="field__error">
        {t(message, HINT_VALUES)}
      </p>
    ) : null;
  };
  return (
    <>
      <div className="field">
        <label htmlFor={id("name")} className="field__label">
          {t("form.name")} <span aria-hidden="true">*</span>
        </label>
        <input
          id={id("name")}
          className="field__input"
          type="text"
          autoComplete="name"
          aria-required="true"
          aria-invalid={errors.name ? "true" : "false"}
          aria-describedby={errors.name ? id("name-error") : undefined}
          {...register("name")}
        />
        {errorOf("name")}
      </div>
      <div className="field">
        <label htmlFor={id("phone")} className="field__label">
          {t("form.phone")} <span aria-hidden="true">*</span>
        </label>
        <Controller
          name="phone"
          control={control}
          render={({ field }) => (
            <input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(conformInput(event))}
              onBlur={field.onBlur}
              id={id("phone")}
              className="field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              aria-required="true"
              aria-invalid={errors.phone ? "true" : "false"}
              aria-describedby={errors.phone ? id("phone-error") : id("phone-hint")}
            />
          )}
        />
        {errors.phone ? (
          errorOf("phone")
        ) : (
          <p id={id("phone-hint")} className="field__hint">
            {t("form.phoneHint")}
          </p>
        )}
      </div>
      <div className="field field--checkbox">
        <input
          id={id("policy")}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={errors.policyAgreement ? "true" : "false"}
          aria-describedby={errors.policyAgreement ? id("policyAgreement-error") : undefined}
          {...register("policyAgreement")}
        />
        <label htmlFor={id("policy")}>
          {t("form.policyBefore")}{" "}
          {privacyPolicy ? (
            <Link to={privacyPolicy} target="_blank">
              {t("form.policyLink")}
            </Link>
          ) : (
            t("form.policyLink")
          )}
        </label>
        {errorOf("policyAgreement")}
      </div>
    </>
  );
}

interface ContactControlsProps extends ContactFieldsProps {
  isSubmitting: boolean;
  submitLabel: string;
  /** The submit button's own class, besides the primary button's. */
  submitClassName?: string;
}

/** A short lead form's controls: the contact fields, the honeypot and the submit button (a dialog's, a page's own). */
export function ContactControls({ isSubmitting, submitLabel, submitClassName, ...fields }: ContactControlsProps) {
  const { t } = usePage();
  return (
    <>
      <ContactFields {...fields} />
      <SpamTrap idPrefix={fields.idPrefix} />
      <button
        type="submit"
        className={`button button--primary${submitClassName ? ` ${submitClassName}` : ""}`}
        disabled={isSubmitting}
      >
        {isSubmitting ? t("form.sending") : submitLabel}
      </button>
    </>
  );
}
