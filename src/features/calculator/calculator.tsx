import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type FormEvent,
} from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import { usePage } from "../../lib/i18n";
import { whenIdle } from "../../lib/idle";
import { LEAD_PATHS, submitLead, useSpamGuard } from "../leads";
import type { LeadFormValues } from "../leads/form";
import type { SubmitHandler } from "./calculator-contact";
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

/**
 * The request part (react-hook-form, yup, the phone mask) is a chunk of its own. On the client its import waits
 * until it is asked for: when the page is idle, when the visitor reaches for the form, or when the dialog preloads
 * it. Meanwhile its Suspense boundary stays dehydrated, so the server's complete HTML stays on screen. On the server
 * it loads at once: the page's HTML is complete for crawlers and without a shift.
 */
const loadContact = () => import("./calculator-contact");
let contactModule: Awaited<ReturnType<typeof loadContact>> | null = null;
let askForContact: () => void = () => undefined;
const contactAsked = new Promise<void>((resolve) => {
  askForContact = resolve;
});
/** Loads the request part now (the dialog, the shell's idle prefetch); the page's lazy part then renders too. */
export const preloadContact = () => {
  askForContact();
  return loadContact().then((loaded) => {
    contactModule = loaded;
    return loaded;
  });
};
/** A lazy component remembers a failed load for good: after one, the next render (a retry) gets a fresh one. */
const contactLazy = () =>
  lazy(() =>
    (typeof window === "undefined" ? preloadContact() : contactAsked.then(preloadContact)).catch((error: unknown) => {
      LazyContact = contactLazy();
      throw error;
    }),
  );
let LazyContact = contactLazy();
const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

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
  // Chosen once: swapping the lazy component for the loaded one later would remount the fields, losing what was typed.
  const [Contact] = useState(() => contactModule?.default ?? LazyContact);
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
      await submitLead({ apiUrl: site.contentApiUrl, siteId: site.siteId }, LEAD_PATHS.calculator, body, {
        spam: isSpam(event),
      });
    } catch (error) {
      console.error("Sending the calculation failed", error);
    }
  };

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
        </div>

        <div className="calculator__summary">
          <WindowPicture configuration={configuration} frameColour={colour?.hex ?? "#f4f4f1"} label={pictureLabel} />
          <EstimateSummary {...part} />
          <Suspense
            fallback={
              <fieldset className="calculator__group calculator__request">
                <legend>{t("calculator.request")}</legend>
                <p role="status">{t("common.loading")}</p>
              </fieldset>
            }
          >
            <Contact idPrefix={id("contact")} privacyPolicy={privacyPolicy} onValid={onValid} bindSubmit={bindSubmit} />
          </Suspense>
        </div>
      </div>
    </form>
  );
}
