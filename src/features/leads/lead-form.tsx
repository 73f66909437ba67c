import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { usePage } from "../../lib/i18n";
import { useLeadOrigin } from "../../lib/lead-origin";
import { ContactControls } from "./contact-fields";
import type { LeadKind } from "./lead-request";
import { leadSchema, type LeadFormValues } from "./lead-schema";
import { useContactRequest } from "./use-contact-request";

const emptyContact: LeadFormValues = { name: "", phone: "", policyAgreement: false };

/**
 * The call, consultation and measurement request form (loaded on demand inside its dialog). The lead says where the
 * dialog was opened from (the button's place and product, lib/lead-origin.ts), as it was when the form showed.
 */
export default function LeadForm({ kind, privacyPolicy }: { kind: LeadKind; privacyPolicy: string | null }) {
  const { t } = usePage();
  const [origin] = useState(() => useLeadOrigin.getState().origin);
  const send = useContactRequest(kind, origin);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues>({
    resolver: yupResolver(leadSchema),
    defaultValues: emptyContact,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // The dialog focuses its first control; once the form has loaded, the name field is where typing starts.
  useEffect(() => setFocus("name"), [setFocus]);

  return (
    <form className="lead-form" noValidate onSubmit={handleSubmit(send)}>
      <ContactControls
        idPrefix={kind}
        register={register}
        control={control}
        errors={errors}
        privacyPolicy={privacyPolicy}
        isSubmitting={isSubmitting}
        submitLabel={t("form.submit")}
        submitClassName="lead-form__submit"
      />
    </form>
  );
}
