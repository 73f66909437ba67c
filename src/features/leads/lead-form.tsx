import { yupResolver } from "@hookform/resolvers/yup";
import { useEffect, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { usePage } from "../../lib/i18n";
import { useSiteConfig } from "../../hooks/use-site-config";
import { ContactFields } from "./contact-fields";
import { submitLead } from "./lead-outbox";
import { leadSchema, type LeadFormValues } from "./lead-schema";
import { SpamTrap, useSpamGuard } from "./spam-guard";

/** Spec: the lead type is the Russian text of the request, whatever the page's language. */
export const LEAD_TYPES = {
  call: "Заявка на обратный звонок",
  consultation: "Заявка на консультацию",
} as const;
export type LeadKind = keyof typeof LEAD_TYPES;

const emptyContact: LeadFormValues = { name: "", phone: "", policyAgreement: false };

/** The call and consultation request form (loaded on demand inside its dialog). */
export default function LeadForm({ kind, privacyPolicy }: { kind: LeadKind; privacyPolicy: string | null }) {
  const { t } = usePage();
  const config = useSiteConfig();
  const isSpam = useSpamGuard();
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
      await submitLead(
        { apiUrl: config.contentApiUrl, siteId: config.siteId, gateway: config.leadGateway },
        kind,
        {
          type: LEAD_TYPES[kind],
          name: values.name.trim(),
          phone: values.phone,
          site: config.siteId,
          page: window.location.pathname,
        },
        { verdict: isSpam(event) },
      );
    } catch (error) {
      console.error("Sending the request failed", error);
    }
  };

  return (
    <form className="lead-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <ContactFields
        idPrefix={kind}
        register={register}
        control={control}
        errors={errors}
        privacyPolicy={privacyPolicy}
      />
      <SpamTrap idPrefix={kind} />
      <button type="submit" className="button button--primary lead-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t("form.sending") : t("form.submit")}
      </button>
    </form>
  );
}
