import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent, type FormEvent } from "react";
import { CONTENT_DEFAULTS } from "../../../plugins/gatsby-source-content-service/contract";
import { useSiteConfig } from "../../hooks/use-site-config";
import { usePage } from "../../lib/i18n";
import { whenIdle } from "../../lib/idle";
import { useLeadOrigin, type LeadOrigin } from "../../lib/lead-origin";
import type { PhoneNumber } from "../../lib/phones";
import { requestFields, submitLead, useSpamGuard } from "../leads";
import type { LeadFormValues } from "../leads/form";
import type { SubmitHandler } from "./calculator-contact";
import { buildCalculatorRequest } from "./calculator-request";
import { EstimateSummary, StickyEstimate } from "./estimate-summary";
import { ExtrasFields } from "./extras-fields";
import { LayoutFields } from "./layout-fields";
import { MaterialFields } from "./material-fields";
import type { CalculatorConfig } from "./model";
import { ProductChoice } from "./product-choice";
import { askForContact, RequestPart } from "./request-part";
import { SizeFields } from "./size-fields";
import { useCalculator } from "./use-calculator";
import { WindowPicture } from "./window-picture";

export { preloadContact } from "./request-part";

const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

interface CalculatorProps {
  /** The price list; null when the content service has none: the request is still taken, priced by a manager. */
  config: CalculatorConfig | null;
  idPrefix: string;
  privacyPolicy: string | null;
  /** Offered when the request form cannot load (offline); the dialog, which loads the form before it shows, has none. */
  phone?: PhoneNumber | null;
  /** The page's URL holds the configuration (the calculator page; use-calculator.ts). */
  linked?: boolean;
}

/** The window configurator: its parts, the live picture and estimate, and the request through the lead outbox. */
export default function Calculator({ config, idPrefix, privacyPolicy, phone = null, linked = false }: CalculatorProps) {
  const { t, locale } = usePage();
  const site = useSiteConfig();
  const isSpam = useSpamGuard();
  const calc = useCalculator(config, { linked });
  // The page's form is the calculator's own place; the dialog's lead says where the dialog was opened from.
  const [origin] = useState<LeadOrigin | null>(() =>
    linked ? { place: "calculator" } : useLeadOrigin.getState().origin,
  );
  const id = (name: string) => `${idPrefix}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  const submitHandler = useRef<SubmitHandler | null>(null);
  const submitPending = useRef(false);

  // Listened to on the document, in the capture phase: React stops events aimed at a region it has not hydrated.
  useEffect(() => {
    const cancelIdle = whenIdle(askForContact);
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && form.current?.contains(event.target)) askForContact();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
    return () => {
      cancelIdle();
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    };
  }, []);

  // A submit that came before the request part was ready is made again once it is.
  const bindSubmit = useCallback((handler: SubmitHandler | null) => {
    submitHandler.current = handler;
    if (handler && submitPending.current) {
      submitPending.current = false;
      form.current?.requestSubmit();
    }
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (submitHandler.current) return void submitHandler.current(event);
    event.preventDefault();
    submitPending.current = true;
    askForContact();
  };

  const { configuration } = calc;
  const colour = config?.colours.find((item) => item.id === calc.base.colour);
  const pictureLabel = t("calculator.picture", {
    product: calc.productTitle,
    width: Number.isNaN(configuration.width) ? "?" : configuration.width,
    height: Number.isNaN(configuration.height) ? "?" : configuration.height,
    sashes: configuration.sashes.map(calc.openingTitle).join(", "),
  });

  const onValid = async (values: LeadFormValues, event?: BaseSyntheticEvent) => {
    if (!calc.isComplete) {
      calc.revealProblems();
      return;
    }
    const body = buildCalculatorRequest({
      config,
      configuration,
      estimate: calc.result,
      productTitle: calc.productTitle,
      openingTitle: calc.openingTitle,
      name: values.name,
      phone: values.phone,
      locale,
      page: window.location.pathname,
    });
    try {
      await submitLead(
        { apiUrl: site.contentApiUrl, siteId: site.siteId, gateway: site.leadGateway },
        "calculator",
        { ...body, ...requestFields("calculator", origin) },
        { verdict: isSpam(event), place: origin?.place },
      );
    } catch (error) {
      console.error("Sending the calculation failed", error);
    }
  };

  // The request part keeps the first props it is given (request-part.tsx): the check and send it calls is the latest.
  const latestValid = useRef(onValid);
  useEffect(() => {
    latestValid.current = onValid;
  });
  const submitValid = useCallback(
    (values: LeadFormValues, event?: BaseSyntheticEvent) => latestValid.current(values, event),
    [],
  );

  const part = { calc, id };
  return (
    <form ref={form} className="calculator" noValidate onSubmit={submit} aria-describedby={id("intro")}>
      <p id={id("intro")} className="lead">
        {config ? t("calculator.intro") : t("calculator.managerPrice")}
      </p>
      <div className="calculator__grid">
        <div className="calculator__options">
          <ProductChoice {...part} />
          <SizeFields {...part} />
          <LayoutFields {...part} />
          <MaterialFields {...part} />
          <ExtrasFields {...part} />
          <StickyEstimate {...part} />
        </div>

        <div className="calculator__summary">
          <WindowPicture
            configuration={configuration}
            frameColour={colour?.hex ?? CONTENT_DEFAULTS.swatch}
            label={pictureLabel}
          />
          <EstimateSummary {...part} />
          <RequestPart
            idPrefix={id("contact")}
            privacyPolicy={privacyPolicy}
            onValid={submitValid}
            bindSubmit={bindSubmit}
            phone={phone}
          />
        </div>
      </div>
    </form>
  );
}
