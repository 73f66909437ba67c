import { useCallback, useEffect, useRef, type BaseSyntheticEvent } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { usePage } from "../../lib/i18n";
import type { LeadOrigin } from "../../lib/lead-origin";
import type { PhoneNumber } from "../../lib/phones";
import { DeferredContact, useDeferredForm } from "./deferred-contact";
import { submitContactRequest } from "./submit-lead";
import type { LeadKind } from "./lead-request";
import type { LeadFormValues } from "./lead-schema";
import { useSpamGuard } from "./spam-guard";

interface RequestFormProps {
  /** What the form asks for: a free measurement (catalogue, home), a consultation (articles), a call (contacts). */
  kind: LeadKind;
  /** Where it is, the lead's `form_place` ("page-end", "contacts"). */
  origin: LeadOrigin;
  idPrefix: string;
  privacyPolicy: string | null;
  /** Offered when the form's code cannot load (offline). */
  phone: PhoneNumber | null;
}

/**
 * A short request form of the page's own (name, phone, the policy agreement): the same checks, outbox, attribution
 * and conversion as the dialogs'. The page renders it on the server; its fields' code comes when the page is idle or
 * the visitor reaches for it (deferred-contact.tsx), so it costs the page no script up front.
 */
export function RequestForm({ kind, origin, idPrefix, privacyPolicy, phone }: RequestFormProps) {
  const { t } = usePage();
  const config = useSiteConfig();
  const isSpam = useSpamGuard();
  const { form, onSubmit, bindSubmit } = useDeferredForm();
  const titleId = `${idPrefix}-title`;

  const send = async (values: LeadFormValues, event?: BaseSyntheticEvent) => {
    try {
      await submitContactRequest(
        { apiUrl: config.contentApiUrl, siteId: config.siteId, gateway: config.leadGateway },
        kind,
        values,
        origin,
        isSpam(event),
      );
      return true;
    } catch (error) {
      console.error("Sending the request failed", error);
      return false;
    }
  };
  // The contact part keeps the first props it is given (deferred-contact.tsx): what it calls is the latest.
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  const onValid = useCallback(
    (values: LeadFormValues, event?: BaseSyntheticEvent) => latest.current(values, event),
    [],
  );

  return (
    <section className="request-card" aria-labelledby={titleId}>
      <div className="request-card__text">
        <h2 id={titleId} className="request-card__title">
          {t(`requestForm.${kind}.title`)}
        </h2>
        <p>{t(`requestForm.${kind}.text`)}</p>
      </div>
      <form
        ref={form}
        className="request-card__form lead-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
      >
        <DeferredContact
          idPrefix={idPrefix}
          privacyPolicy={privacyPolicy}
          submitLabel={t("form.submit")}
          onValid={onValid}
          bindSubmit={bindSubmit}
          phone={phone}
        />
      </form>
    </section>
  );
}
