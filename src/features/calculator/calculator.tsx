import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from "react";
import { CONTENT_DEFAULTS } from "../../../contract/browser";
import { useSiteConfig } from "../../hooks/use-site-config";
import { usePage } from "../../lib/i18n";
import { useLeadOrigin, type LeadOrigin } from "../../lib/lead-origin";
import type { PhoneNumber } from "../../lib/phones";
import { DeferredContact, requestFields, submitLead, useDeferredForm, useSpamGuard } from "../leads";
import type { LeadFormValues } from "../leads/form";
import { buildCalculatorRequest } from "./calculator-request";
import { EstimateShare } from "./estimate-share";
import { EstimateSummary, StickyEstimate } from "./estimate-summary";
import { ExtrasFields } from "./extras-fields";
import { LayoutFields } from "./layout-fields";
import { MaterialFields } from "./material-fields";
import type { CalculatorData } from "./model";
import { PresetProductNote } from "./preset-product-note";
import { ProductChoice } from "./product-choice";
import { SizeFields } from "./size-fields";
import { useCalculator } from "./use-calculator";
import { WindowPicture } from "./window-picture";

interface CalculatorProps {
  /**
   * The price list, offers and preset products; null when the content service has no price list: the request is
   * still taken, priced by a manager.
   */
  data: CalculatorData | null;
  idPrefix: string;
  privacyPolicy: string | null;
  /** Offered when the request form cannot load (offline); the dialog, which loads the form before it shows, has none. */
  phone?: PhoneNumber | null;
  /** The page's URL holds the configuration (the calculator page; use-calculator.ts). */
  linked?: boolean;
}

/** The window configurator: its parts, the live picture and estimate, and the request through the lead outbox. */
export default function Calculator({ data, idPrefix, privacyPolicy, phone = null, linked = false }: CalculatorProps) {
  const { t, locale } = usePage();
  const site = useSiteConfig();
  const isSpam = useSpamGuard();
  const calc = useCalculator(data, { linked });
  const config = data?.config ?? null;
  // The page's form is the calculator's own place, with the product it was opened for; the dialog's lead says where
  // the dialog was opened from.
  const [dialogOrigin] = useState<LeadOrigin | null>(() => (linked ? null : useLeadOrigin.getState().origin));
  const { presetProduct } = calc;
  const origin: LeadOrigin | null = linked
    ? {
        place: "calculator",
        ...(presetProduct ? { product: { id: presetProduct.id, name: presetProduct.title } } : {}),
      }
    : dialogOrigin;
  const id = (name: string) => `${idPrefix}-${name}`;
  // The request's contact part comes later than the rest (leads/deferred-contact.tsx); the form is the page's.
  const { form, onSubmit, bindSubmit } = useDeferredForm();

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
      return false;
    }
    const body = buildCalculatorRequest({
      config,
      offers: { credit: data?.credit ?? null, gift: data?.gift ?? null },
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
      return true;
    } catch (error) {
      console.error("Sending the calculation failed", error);
      return false;
    }
  };

  // The contact part keeps the first props it is given (deferred-contact.tsx): the check and send it calls is the latest.
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
    <form ref={form} className="calculator" noValidate onSubmit={onSubmit} aria-describedby={id("intro")}>
      <PresetProductNote {...part} />
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
          <fieldset className="calculator__group calculator__request">
            <legend>{t("calculator.request")}</legend>
            <p className="field__hint">{t("calculator.requestHint")}</p>
            <DeferredContact
              idPrefix={id("contact")}
              privacyPolicy={privacyPolicy}
              submitLabel={t("calculator.submit")}
              onValid={submitValid}
              bindSubmit={bindSubmit}
              phone={phone}
            />
          </fieldset>
          <EstimateShare {...part} />
        </div>
      </div>
    </form>
  );
}
