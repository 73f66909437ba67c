import { usePage } from "../../lib/i18n";
import type { LeadOrigin } from "../../lib/lead-origin";
import type { PhoneNumber } from "../../lib/phones";
import { DeferredContact } from "./deferred-contact";
import { useDeferredForm } from "./use-deferred-form";
import type { LeadKind } from "./lead-request";
import { useContactRequest } from "./use-contact-request";

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
  const onValid = useContactRequest(kind, origin);
  const { form, onSubmit, bindSubmit } = useDeferredForm();
  const titleId = `${idPrefix}-title`;

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
