import { yupResolver } from "@hookform/resolvers/yup";
import type { BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { useSiteConfig } from "../../hooks/use-site-config";
import { usePage } from "../../lib/i18n";
import { LEAD_PATHS, submitLead } from "../leads";
import { ContactFields, leadSchema, SpamTrap, useSpamGuard, type LeadFormValues } from "../leads/form";
import { buildCalculatorRequest } from "./calculator-request";
import { EstimateSummary } from "./estimate-summary";
import { ExtrasFields } from "./extras-fields";
import { LayoutFields } from "./layout-fields";
import { MaterialFields } from "./material-fields";
import type { CalculatorConfig } from "./model";
import { ProductChoice } from "./product-choice";
import { SizeFields } from "./size-fields";
import { useCalculator } from "./use-calculator";
import { WindowPicture } from "./window-picture";

interface CalculatorProps {
  /** The price list; null when the content service has none: the request is still taken, priced by a manager. */
  config: CalculatorConfig | null;
  idPrefix: string;
  privacyPolicy: string | null;
}

/** The window configurator: its parts, the live picture and estimate, and the request through the lead outbox. */
export default function Calculator({ config, idPrefix, privacyPolicy }: CalculatorProps) {
  const { t, locale } = usePage();
  const site = useSiteConfig();
  const isSpam = useSpamGuard();
  const calc = useCalculator(config);
  const id = (name: string) => `${idPrefix}-${name}`;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues>({
    resolver: yupResolver(leadSchema),
    defaultValues: { name: "", phone: "", policyAgreement: false },
  });

  const { configuration } = calc;
  const colour = config?.colours.find((item) => item.id === calc.base.colour);
  const pictureLabel = t("calculator.picture", {
    product: calc.productTitle,
    width: Number.isNaN(configuration.width) ? "?" : configuration.width,
    height: Number.isNaN(configuration.height) ? "?" : configuration.height,
    sashes: configuration.sashes.map(calc.openingTitle).join(", "),
  });

  const onSubmit = async (values: LeadFormValues, event?: BaseSyntheticEvent) => {
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
      await submitLead({ apiUrl: site.contentApiUrl, siteId: site.siteId }, LEAD_PATHS.calculator, body, {
        spam: isSpam(event),
      });
    } catch (error) {
      console.error("Sending the calculation failed", error);
    }
  };

  const part = { calc, id };
  return (
    <form className="calculator" noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={id("intro")}>
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
        </div>

        <div className="calculator__summary">
          <WindowPicture configuration={configuration} frameColour={colour?.hex ?? "#f4f4f1"} label={pictureLabel} />
          <EstimateSummary {...part} />
          <fieldset className="calculator__group calculator__request">
            <legend>{t("calculator.request")}</legend>
            <p className="field__hint">{t("calculator.requestHint")}</p>
            <ContactFields
              idPrefix={id("contact")}
              register={register}
              control={control}
              errors={errors}
              privacyPolicy={privacyPolicy}
            />
            <SpamTrap idPrefix={id("contact")} />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? t("form.sending") : t("calculator.submit")}
            </button>
          </fieldset>
        </div>
      </div>
    </form>
  );
}
