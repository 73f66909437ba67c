import { usePage } from "../lib/i18n";
import type { PhoneNumber } from "../lib/phones";

/** Instead of a form whose code could not load: the request can still be made by phone, or the form tried again. */
export function FormUnavailable({ phone, retry }: { phone: PhoneNumber | null; retry: () => void }) {
  const { t } = usePage();
  return (
    <div className="widget-fallback" role="alert">
      <p>{t("dialogs.unavailable")}</p>
      {phone && (
        <p>
          {t("dialogs.success.callUs.plain")}{" "}
          <a className="phone-number" href={`tel:${phone.number}`}>
            {phone.display}
          </a>
        </p>
      )}
      <button type="button" className="button button--primary" onClick={retry}>
        {t("widget.retry")}
      </button>
    </div>
  );
}
