import { useDialogStore } from "../components/dialog/dialog-store";
import { useLeadStatus } from "../features/leads";
import { usePage } from "../lib/i18n";
import type { Translate } from "../lib/translate";
import { messengerHref } from "../lib/messengers";
import { PhoneInText } from "../components/phone-in-text";
import {
  callbackPromise,
  phoneHours,
  type CallbackPromise,
  type OpeningSpan,
  type PhoneHours,
} from "../lib/opening-hours";
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

/** "Call us now:", or from the next opening ("on Monday from 09:00:"); no time at all where the hours are unknown. */
function callUsText(t: Translate, hours: PhoneHours | null): string {
  if (!hours) return t("dialogs.success.callUs.plain");
  if (hours.kind === "open") return t("dialogs.success.callUs.open");
  return t(`dialogs.success.callUs.${hours.when}`, { time: hours.time, day: t(`weekdays.${hours.day}.on`) });
}

/**
 * Says honestly what became of the request, and follows it: being sent (already saved on this device), received,
 * saved to be sent when the connection returns, or refused. Once received, when the company will call (within its
 * callback time during opening hours, else at the next opening, in Moldova's time) and the next step: call now, or
 * write in the company's messenger. The call-back time is promised only where the sales team is alerted of each lead
 * at once (`alerted`: a tested alert channel, docs/deploy.md); elsewhere, as whenever it is not received, the phone
 * number to call and when it is answered (now, or from the next opening: never "any time" on a closed day).
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
          {callUsText(t, company && sentAt !== null ? phoneHours(company.openingHours, sentAt) : null)}{" "}
          <a className="phone-number" href={`tel:${phone.number}`}>
            {phone.display}
          </a>
        </p>
      )}
      {nextStep && (
        <div className="success__next">
          <p>{t("dialogs.success.nextStep")}</p>
          <div className="success__actions">
            {phone && (
              <a className="button button--primary" href={`tel:${phone.number}`}>
                <PhoneInText template={t("dialogs.success.callNow")} phone={phone} />
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
