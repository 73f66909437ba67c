import { lazy, Suspense, useEffect } from "react";
import { Dialog } from "../components/dialog/dialog";
import { useDialogStore } from "../components/dialog/dialog-store";
import { useHashDialogs } from "../components/dialog/use-hash-dialogs";
import { useLeadStatus } from "../features/leads";
import { usePage } from "../lib/i18n";
import type { Phone } from "./types";

// The forms and the calculator are chunks of their own: content pages do not pay for them up front.
const loadLeadForm = () => import("../features/leads/form");
const loadCalculator = () => import("../features/calculator");
const LeadForm = lazy(() => loadLeadForm().then((entry) => ({ default: entry.LeadForm })));
const CalculatorDialogContent = lazy(() =>
  loadCalculator().then((entry) => ({ default: entry.CalculatorDialogContent })),
);

interface DialogsProps {
  phone: Phone | null;
  privacyPolicy: string | null;
}

/** The four dialogs of the page shell, the hash that opens them, and the scroll lock while one is open. */
export function Dialogs({ phone, privacyPolicy }: DialogsProps) {
  const { t } = usePage();
  const anyOpen = useDialogStore((state) => state.current !== null);
  useHashDialogs();

  useEffect(() => {
    document.documentElement.classList.toggle("is-scroll-locked", anyOpen);
    return () => document.documentElement.classList.remove("is-scroll-locked");
  }, [anyOpen]);

  const loading = <p role="status">{t("common.loading")}</p>;
  return (
    <>
      <Dialog
        name="call"
        title={t("dialogs.call.title")}
        description={t("dialogs.call.description")}
        preload={loadLeadForm}
      >
        <Suspense fallback={loading}>
          <LeadForm kind="call" privacyPolicy={privacyPolicy} />
        </Suspense>
      </Dialog>
      <Dialog
        name="consultation"
        title={t("dialogs.consultation.title")}
        description={t("dialogs.consultation.description")}
        preload={loadLeadForm}
      >
        <Suspense fallback={loading}>
          <LeadForm kind="consultation" privacyPolicy={privacyPolicy} />
        </Suspense>
      </Dialog>
      <Dialog
        name="calculator"
        title={t("dialogs.calculator.title")}
        description={t("dialogs.calculator.description")}
        preload={loadCalculator}
        wide
      >
        <Suspense fallback={loading}>
          <CalculatorDialogContent privacyPolicy={privacyPolicy} />
        </Suspense>
      </Dialog>
      <Dialog name="success" title={t("dialogs.success.title")}>
        <SuccessMessage phone={phone} />
      </Dialog>
    </>
  );
}

/**
 * Says honestly what became of the request, and follows it: being sent (already saved on this device), received,
 * saved to be sent when the connection returns, or refused. Whenever it is not received, the phone number to call.
 */
function SuccessMessage({ phone }: { phone: Phone | null }) {
  const { t } = usePage();
  const status = useLeadStatus((state) => state.status) ?? "delivered";
  const close = useDialogStore((state) => state.close);
  return (
    <div className={`success success--${status}`} role="status">
      <p>{t(`dialogs.success.${status}`)}</p>
      {status !== "delivered" && phone && (
        <p>
          {t("dialogs.success.callUs")} <a href={`tel:${phone.number}`}>{phone.display}</a>
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => close("success")}>
        {t("common.close")}
      </button>
    </div>
  );
}
