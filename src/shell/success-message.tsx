import { useDialogStore } from "../components/dialog/dialog-store";
import { useLeadStatus } from "../features/leads";
import { usePage } from "../lib/i18n";
import type { Translate } from "../lib/translate";
import { messengerHref } from "../lib/messengers";
import { callbackPromise, type CallbackPromise, type OpeningSpan } from "../lib/opening-hours";
import type { PhoneNumber } from "../lib/phones";

/** What the thank-you message promises from: the company's opening hours and how soon it calls back. */
export interface CallbackFacts {
  readonly openingHours: readonly OpeningSpan[];
  readonly callbackMinutes: number | null;
}

export interface NextStepMessenger {
  readonly name: string;
  readonly link: string;
}

function promiseText(t: Translate, promise: CallbackPromise | null): string {
  if (!promise) return t("dialogs.success.soon");
  if (promise.kind === "within") return t("dialogs.success.within", { count: promise.minutes });
  return t(`dialogs.success.${promise.when}`, { time: promise.time, day: t(`weekdays.${promise.day}.on`) });
}

/**
 * Says honestly what became of the request, and follows it: being sent (already saved on this device), received,
 * saved to be sent when the connection returns, or refused. Once received, when the company will call (within its
 * callback time during opening hours, else at the next opening, in Moldova's time) and the next step: call now, or
 * write in the company's messenger. The call-back time is promised only where the sales team is alerted of each lead
 * at once (`alerted`: a tested alert channel, docs/deploy.md); elsewhere, as whenever it is not received, only the
 * phone number to call.
 */
export function SuccessMessage({
  phone,
  company,
  messenger,
  alerted,
}: {
  phone: PhoneNumber | null;
  company: CallbackFacts | null;
  messenger: NextStepMessenger | null;
  alerted: boolean;
}) {
  const { t } = usePage();
  const status = useLeadStatus((state) => state.status) ?? "delivered";
  const sentAt = useLeadStatus((state) => state.submission?.sentAt ?? null);
  const close = useDialogStore((state) => state.close);
  const promise =
    company && sentAt !== null ? callbackPromise(company.openingHours, company.callbackMinutes, sentAt) : null;
  const delivered = status === "delivered";
  const promised = delivered && alerted;
  // "Don't want to wait?" follows a promised call only: without one, the phone to call is the next step.
  const nextStep = promised && Boolean(phone || messenger);
  return (
    <div className={`success success--${status}`} role="status">
      <p>{t(`dialogs.success.${status}`)}</p>
      {promised && <p className="success__promise">{promiseText(t, promise)}</p>}
      {!promised && phone && (
        <p>
          {t("dialogs.success.callUs")} <a href={`tel:${phone.number}`}>{phone.display}</a>
        </p>
      )}
      {nextStep && (
        <div className="success__next">
          <p>{t("dialogs.success.nextStep")}</p>
          <div className="success__actions">
            {phone && (
              <a className="button button--primary" href={`tel:${phone.number}`}>
                {t("dialogs.success.callNow", { phone: phone.display })}
              </a>
            )}
            {messenger && (
              <a
                className="button button--ghost"
                href={messengerHref(messenger)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("dialogs.success.writeUs", {
                  messenger: t(`messengers.${messenger.name.toLowerCase()}`, { defaultValue: messenger.name }),
                })}
              </a>
            )}
          </div>
        </div>
      )}
      <button
        type="button"
        className={`button ${nextStep ? "button--ghost" : "button--primary"} success__close`}
        onClick={() => close("success")}
      >
        {t("common.close")}
      </button>
    </div>
  );
}
