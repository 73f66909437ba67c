import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { usePage } from "../../lib/i18n";
import { useLeadOrigin } from "../../lib/lead-origin";
import { useSiteConfig } from "../../hooks/use-site-config";
import { ContactControls } from "./contact-fields";
import { submitContactRequest } from "./submit-lead";
import type { LeadKind } from "./lead-request";
import { leadSchema, type LeadFormValues } from "./lead-schema";
import { useSpamGuard } from "./spam-guard";

const emptyContact: LeadFormValues = { name: "", phone: "", policyAgreement: false };

/**
 * The call, consultation and measurement request form (loaded on demand inside its dialog). The lead says where the
 * dialog was opened from (the button's place and product, lib/lead-origin.ts), as it was when the form showed.
 */
export default function LeadForm({ kind, privacyPolicy }: { kind: LeadKind; privacyPolicy: string | null }) {
  const { t } = usePage();
  const config = useSiteConfig();
  const isSpam = useSpamGuard();
  const [origin] = useState(() => useLeadOrigin.getState().origin);
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

  const onSubmit = async (values: LeadFormValues, event?: BaseSyntheticEvent) => {
    try {
      await submitContactRequest(
        { apiUrl: config.contentApiUrl, siteId: config.siteId, gateway: config.leadGateway },
        kind,
        values,
        origin,
        isSpam(event),
      );
    } catch (error) {
      console.error("Sending the request failed", error);
    }
  };

  return (
    <form className="lead-form" noValidate onSubmit={handleSubmit(onSubmit)}>
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
