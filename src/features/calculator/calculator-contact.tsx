import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useLayoutEffect, useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { usePage } from "../../lib/i18n";
import { conformPhone, ContactFields, leadSchema, SpamTrap, type LeadFormValues } from "../leads/form";

export type SubmitHandler = (event?: BaseSyntheticEvent) => Promise<void>;

export interface CalculatorContactProps {
  idPrefix: string;
  privacyPolicy: string | null;
  /** Called with valid contact details; the configuration is the calculator's to check and send. */
  onValid: (values: LeadFormValues, event?: BaseSyntheticEvent) => Promise<void>;
  /** Receives the form's submit handler once this part is ready, and null when it goes. */
  bindSubmit: (handler: SubmitHandler | null) => void;
}

const EMPTY: LeadFormValues = { name: "", phone: "", policyAgreement: false };

/**
 * On the calculator page this part hydrates after the rest (its code loads when the page is idle or the visitor
 * reaches for the form): whatever was typed into the server's fields meanwhile is kept, not reset to empty. The
 * phone was not read as it was typed (autofill's "069123456"): it is read now, and the field shows what is sent.
 */
function typedBefore(idPrefix: string): LeadFormValues {
  if (typeof document === "undefined") return EMPTY;
  const input = (field: string) => {
    const element = document.getElementById(`${idPrefix}-${field}`);
    return element instanceof HTMLInputElement ? element : null;
  };
  const phone = input("phone");
  if (phone) phone.value = conformPhone(phone.value);
  return {
    name: input("name")?.value ?? "",
    phone: phone?.value ?? "",
    policyAgreement: input("policy")?.checked ?? false,
  };
}

/** A layout effect in the browser; nothing on the server, where the part renders once. */
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The calculator's request: contact details, the honeypot and the submit button. A chunk of its own, because
 * react-hook-form, yup and the phone mask are most of the calculator's weight (docs/performance.md).
 */
export default function CalculatorContact({ idPrefix, privacyPolicy, onValid, bindSubmit }: CalculatorContactProps) {
  const { t } = usePage();
  const [defaultValues] = useState(() => typedBefore(idPrefix));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues>({ resolver: yupResolver(leadSchema), defaultValues });

  // Keys typed while React was hydrating this part (between the read above and now) are in the field but not in the
  // form: the phone is a controlled field, whose next render would put the older value back. Read it once more as
  // the part goes live. (The name and the box are read from the field by react-hook-form itself when edited.)
  useCommitEffect(() => {
    const field = document.getElementById(`${idPrefix}-phone`);
    if (!(field instanceof HTMLInputElement)) return;
    const typed = conformPhone(field.value);
    field.value = typed;
    if (typed !== getValues("phone")) setValue("phone", typed);
  }, [idPrefix, getValues, setValue]);

  // onValid is stable (the calculator passes one that reads its latest state), so binding once is enough.
  useEffect(() => {
    bindSubmit(handleSubmit(onValid));
    return () => bindSubmit(null);
  }, [bindSubmit, handleSubmit, onValid]);

  return (
    <fieldset className="calculator__group calculator__request">
      <legend>{t("calculator.request")}</legend>
      <p className="field__hint">{t("calculator.requestHint")}</p>
      <ContactFields
        idPrefix={idPrefix}
        register={register}
        control={control}
        errors={errors}
        privacyPolicy={privacyPolicy}
      />
      <SpamTrap idPrefix={idPrefix} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("calculator.submit")}
      </button>
    </fieldset>
  );
}
