import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Dialog } from "../components/dialog/dialog";
import { FormUnavailable } from "../components/form-unavailable";
import { useDialogStore } from "../components/dialog/dialog-store";
import { useHashDialogs } from "../components/dialog/use-hash-dialogs";
import { WidgetBoundary } from "../components/widget-boundary";
import { preloadContact } from "../features/leads";
import { usePage } from "../lib/i18n";
import { whenIdle } from "../lib/idle";
import { useLeadOrigin } from "../lib/lead-origin";
import type { PhoneNumber } from "../lib/phones";
import { SuccessMessage, type CallbackFacts, type NextStepMessenger } from "./success-message";

// The forms and the calculator are chunks of their own: content pages do not pay for them up front.
const loadLeadForm = () => import("../features/leads/form");
const loadCalculator = () => import("../features/calculator");

/** A preload is a hint: one that fails (offline) must not become an unhandled rejection (chunk-reload listens). */
const quietly = (load: () => Promise<unknown>) => () => load().catch(() => undefined);
const preloadLeadForm = quietly(loadLeadForm);
const preloadCalculator = quietly(loadCalculator);

/**
 * React.lazy remembers a failed load for good; a retry needs a fresh lazy component (webpack loads a failed chunk
 * again on the next import). One per attempt, kept so a re-render does not restart the load.
 */
function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const attempts = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  return (attempt: number): LazyExoticComponent<ComponentType<P>> => {
    let component = attempts.get(attempt);
    if (!component) {
      component = lazy(() => load().then((loaded) => ({ default: loaded })));
      attempts.set(attempt, component);
    }
    return component;
  };
}

const leadFormAt = retryableLazy(() => loadLeadForm().then((entry) => entry.LeadForm));
const calculatorAt = retryableLazy(() => loadCalculator().then((entry) => entry.CalculatorDialogContent));

interface DialogsProps {
  phone: PhoneNumber | null;
  privacyPolicy: string | null;
  /** The company's hours and callback time, for the thank-you message's promise. */
  company: CallbackFacts | null;
  /** The company's main messenger, the thank-you message's second next step. */
  messenger: NextStepMessenger | null;
  /** Whether the sales team is alerted of each lead at once: only then does the thank-you promise a time. */
  alerted: boolean;
}

/**
 * The dialogs of the page shell (call, consultation, free measurement, calculator, success), the hash that opens them,
 * and the scroll lock while one is open.
 */
export function Dialogs({ phone, privacyPolicy, company, messenger, alerted }: DialogsProps) {
  const { t, locale } = usePage();
  const anyOpen = useDialogStore((state) => state.current !== null);
  // A consultation asked for from the credit offer says so: the visitor came for the credit's terms.
  const credit = useLeadOrigin((state) => state.origin?.topic === "credit");
  useHashDialogs();

  // Once the page is idle, fetch every dialog's code (the service worker keeps it too): after the connection drops,
  // any dialog still opens a working form, and its lead waits in the outbox.
  useEffect(
    () =>
      whenIdle(() => {
        void preloadLeadForm();
        void loadCalculator()
          .then((entry) => Promise.all([entry.preloadCalculatorData(locale), preloadContact()]))
          .catch(() => undefined);
      }),
    [locale],
  );

  useEffect(() => {
    document.documentElement.classList.toggle("is-scroll-locked", anyOpen);
    // Where the last dialog was opened from no longer applies once none is open (a dialog opened by a hash has none).
    if (!anyOpen) useLeadOrigin.getState().set(null);
    return () => document.documentElement.classList.remove("is-scroll-locked");
  }, [anyOpen]);

  const loading = <p role="status">{t("common.loading")}</p>;
  // A dialog whose code cannot load (offline before the prefetch finished) stays a dialog: the phone and a retry.
  const content = (name: string, render: (attempt: number) => ReactNode) => (
    <WidgetBoundary name={`${name} dialog`} fallback={(retry) => <FormUnavailable phone={phone} retry={retry} />}>
      {(attempt) => <Suspense fallback={loading}>{render(attempt)}</Suspense>}
    </WidgetBoundary>
  );
  return (
    <>
      <Dialog
        name="call"
        title={t("dialogs.call.title")}
        description={t("dialogs.call.description")}
        preload={preloadLeadForm}
      >
        {content("call", (attempt) => {
          const LeadForm = leadFormAt(attempt);
          return <LeadForm kind="call" privacyPolicy={privacyPolicy} />;
        })}
      </Dialog>
      <Dialog
        name="measurement"
        title={t("dialogs.measurement.title")}
        description={t("dialogs.measurement.description")}
        preload={preloadLeadForm}
      >
        {content("measurement", (attempt) => {
          const LeadForm = leadFormAt(attempt);
          return <LeadForm kind="measurement" privacyPolicy={privacyPolicy} />;
        })}
      </Dialog>
      <Dialog
        name="consultation"
        title={t(credit ? "dialogs.consultation.creditTitle" : "dialogs.consultation.title")}
        description={t(credit ? "dialogs.consultation.creditDescription" : "dialogs.consultation.description")}
        preload={preloadLeadForm}
      >
        {content("consultation", (attempt) => {
          const LeadForm = leadFormAt(attempt);
          return <LeadForm kind="consultation" privacyPolicy={privacyPolicy} />;
        })}
      </Dialog>
      {/* No description of its own: the calculator's introduction, which describes its form, is the one. */}
      <Dialog name="calculator" title={t("dialogs.calculator.title")} preload={preloadCalculator} wide>
        {content("calculator", (attempt) => {
          const CalculatorDialogContent = calculatorAt(attempt);
          return <CalculatorDialogContent privacyPolicy={privacyPolicy} />;
        })}
      </Dialog>
      <Dialog name="success" title={t("dialogs.success.title")}>
        <SuccessMessage phone={phone} company={company} messenger={messenger} alerted={alerted} />
      </Dialog>
    </>
  );
}
