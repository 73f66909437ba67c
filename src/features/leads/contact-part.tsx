import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useLayoutEffect, useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { ContactControls } from "./contact-fields";
import { leadSchema, type LeadFormValues } from "./lead-schema";
import { conformPhone } from "./phone-mask";

export type SubmitHandler = (event?: BaseSyntheticEvent) => Promise<void>;

export interface ContactPartProps {
  idPrefix: string;
  privacyPolicy: string | null;
  /** The submit button's text. */
  submitLabel: string;
  /** Called with valid contact details; true once the lead is sent, which empties the fields for another. */
  onValid: (values: LeadFormValues, event?: BaseSyntheticEvent) => Promise<boolean>;
  /** Receives the form's submit handler once this part is ready, and null when it goes. */
  bindSubmit: (handler: SubmitHandler | null) => void;
}

const EMPTY: LeadFormValues = { name: "", phone: "", policyAgreement: false };

/**
 * A part hydrated after the rest of its page (its code loads when the page is idle or the visitor reaches for the
 * form, deferred-contact.tsx): whatever was typed into the server's fields meanwhile is kept, not reset to empty. The
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
 * The contact part of a form the page owns (the calculator's request, the request card at the end of a page): name,
 * phone, the policy agreement, the honeypot and the submit button. A chunk of its own with the dialogs' forms, because
 * react-hook-form, yup and the phone mask are most of a form's weight (docs/performance.md); the page's <form> and what
 * is sent are the page's, so a part that is not here yet never loses a submit.
 */
export default function ContactPart({ idPrefix, privacyPolicy, submitLabel, onValid, bindSubmit }: ContactPartProps) {
  const [defaultValues] = useState(() => typedBefore(idPrefix));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    reset,
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

  // onValid is stable (the page passes one that reads its latest state), so binding once is enough.
  useEffect(() => {
    bindSubmit(
      handleSubmit(async (values, event) => {
        if (await onValid(values, event)) reset(EMPTY);
      }),
    );
    return () => bindSubmit(null);
  }, [bindSubmit, handleSubmit, onValid, reset]);

  return (
    <ContactControls
      idPrefix={idPrefix}
      register={register}
      control={control}
      errors={errors}
      privacyPolicy={privacyPolicy}
      isSubmitting={isSubmitting}
      submitLabel={submitLabel}
    />
  );
}
