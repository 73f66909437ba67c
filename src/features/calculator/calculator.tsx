import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../lib/i18n";
import { formatPrice } from "../../lib/format";
import type { Locale } from "../../lib/locales";
import { useSiteConfig } from "../../hooks/use-site-config";
import { ContactFields } from "../leads/contact-fields";
import { submitLead } from "../leads/lead-outbox";
import { leadSchema, type LeadFormValues } from "../leads/lead-schema";
import { LEAD_PATHS } from "../leads/lead-sender";
import { SpamTrap, useSpamGuard } from "../leads/spam-guard";
import type { LimitProblem, SizeField as SizeFieldName } from "./limits";
import {
  DOOR_OPENINGS,
  defaultConfiguration,
  productOf,
  type CalculatorConfig,
  type ExtraId,
  type OpeningId,
  type ProductId,
  type WindowConfiguration,
} from "./model";
import { estimate } from "./price";
import { SizeField } from "./size-field";
import { isValidSize, parseSize, SIZE_MIN_MM } from "./size-mask";
import { WindowPicture } from "./window-picture";

type Sizes = Record<SizeFieldName, string>;

interface CalculatorProps {
  /** The price list; null when the content service has none: the request is still taken, priced by a manager. */
  config: CalculatorConfig | null;
  locale: Locale;
  idPrefix: string;
  privacyPolicy: string | null;
}

const sizesOf = (configuration: WindowConfiguration): Sizes => ({
  width: String(configuration.width),
  height: String(configuration.height),
  doorWidth: configuration.doorWidth == null ? "" : String(configuration.doorWidth),
  windowHeight: configuration.windowHeight == null ? "" : String(configuration.windowHeight),
  topLightHeight: String(configuration.topLightHeight),
});

/** Without a price list the visitor still chooses a product and its size; a manager prices it. */
const FALLBACK: WindowConfiguration = {
  product: "window",
  width: 1300,
  height: 1400,
  doorWidth: null,
  windowHeight: null,
  sashes: ["fixed", "tilt_turn"],
  topLight: false,
  topLightHeight: 450,
  profile: "",
  glazing: "",
  colour: "",
  extras: [],
  installation: true,
  removal: false,
  quantity: 1,
};

export default function Calculator({ config, locale, idPrefix, privacyPolicy }: CalculatorProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const isSpam = useSpamGuard();
  const [base, setBase] = useState<WindowConfiguration>(() => (config ? defaultConfiguration(config) : FALLBACK));
  const [sizes, setSizes] = useState<Sizes>(() => sizesOf(base));
  const [showProblems, setShowProblems] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  const configuration = useMemo<WindowConfiguration>(
    () => ({
      ...base,
      width: parseSize(sizes.width),
      height: parseSize(sizes.height),
      doorWidth: base.product === "balcony_block" ? parseSize(sizes.doorWidth) : null,
      windowHeight: base.product === "balcony_block" ? parseSize(sizes.windowHeight) : null,
      topLightHeight: parseSize(sizes.topLightHeight),
    }),
    [base, sizes],
  );
  const result = useMemo(() => (config ? estimate(config, configuration) : null), [config, configuration]);
  const problems: LimitProblem[] = result && !result.ok ? result.problems : [];
  const fallbackProblems = config ? [] : (["width", "height"] as const).filter((field) => !isValidSize(sizes[field]));

  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues>({
    resolver: yupResolver(leadSchema),
    defaultValues: { name: "", phone: "", policyAgreement: false },
  });

  const change = (patch: Partial<WindowConfiguration>) => setBase((current) => ({ ...current, ...patch }));
  const setSize = (field: SizeFieldName, value: string) => setSizes((current) => ({ ...current, [field]: value }));

  const chooseProduct = (product: ProductId) => {
    if (!config) return change({ product });
    const next = {
      ...defaultConfiguration(config, product),
      profile: base.profile,
      glazing: base.glazing,
      colour: base.colour,
      extras: base.extras,
    };
    setBase(next);
    setSizes(sizesOf(next));
  };

  const setSections = (count: number) => {
    const sashes = Array.from({ length: count }, (_, index) => base.sashes[index] ?? "fixed");
    change({ sashes });
  };

  const openingTitle = (opening: OpeningId) => config?.openings.find((item) => item.id === opening)?.title ?? opening;
  const problemText = (problem: LimitProblem) =>
    t(`calculator.problems.${problem.code}`, {
      ...problem,
      opening: "opening" in problem ? openingTitle(problem.opening as OpeningId) : "",
    });
  const sizeError = (field: SizeFieldName): string | null => {
    if (!config) {
      return fallbackProblems.includes(field as "width") && showProblems
        ? t("calculator.problems.belowMinimum", { min: SIZE_MIN_MM })
        : null;
    }
    const problem = problems.find((item) => item.field === field);
    return problem && (showProblems || sizes[field].length >= 3) ? problemText(problem) : null;
  };

  const product = config ? productOf(config, base.product) : null;
  const colour = config?.colours.find((item) => item.id === base.colour);
  const productTitle = product?.title ?? t(`calculator.products.${base.product}`);
  const pictureLabel = t("calculator.picture", {
    product: productTitle,
    width: Number.isNaN(configuration.width) ? "?" : configuration.width,
    height: Number.isNaN(configuration.height) ? "?" : configuration.height,
    sashes: configuration.sashes.map(openingTitle).join(", "),
  });

  const onSubmit = async (values: LeadFormValues, event?: BaseSyntheticEvent) => {
    if (problems.length || fallbackProblems.length) {
      setShowProblems(true);
      return;
    }
    const pick = <T extends { id: string; title: string }>(list: readonly T[] | undefined, value: string) =>
      list?.find((item) => item.id === value)?.title ?? null;
    try {
      const spam = { spam: isSpam(event) };
      await submitLead(
        { apiUrl: site.contentApiUrl, siteId: site.siteId },
        LEAD_PATHS.calculator,
        {
          name: values.name.trim(),
          phone: values.phone,
          window: {
            product: configuration.product,
            product_title: productTitle,
            width: configuration.width,
            height: configuration.height,
            ...(configuration.product === "balcony_block"
              ? { door_width: configuration.doorWidth, window_height: configuration.windowHeight }
              : {}),
            sections: configuration.sashes.map((opening, index) => ({
              number: index + 1,
              opening,
              opening_title: openingTitle(opening),
            })),
            top_light: configuration.topLight && Boolean(product?.top_light),
            ...(configuration.topLight && product?.top_light ? { top_light_height: configuration.topLightHeight } : {}),
            profile: configuration.profile || null,
            profile_title: pick(config?.profiles, configuration.profile),
            glazing: configuration.glazing || null,
            glazing_title: pick(config?.glazing, configuration.glazing),
            colour: configuration.colour || null,
            colour_title: pick(config?.colours, configuration.colour),
            extras: configuration.extras.map((extra) => ({ id: extra, title: pick(config?.extras, extra) })),
            installation: configuration.installation,
            removal: configuration.removal,
            quantity: configuration.quantity,
            estimate:
              result && result.ok
                ? {
                    total: result.total,
                    currency: result.currency,
                    unit_price: result.unitPrice,
                    area_m2: result.area,
                    lines: result.lines,
                  }
                : null,
            price_by_manager: !config,
            locale,
            page: window.location.pathname,
          },
        },
        spam,
      );
    } catch (error) {
      console.error("Sending the calculation failed", error);
    }
  };

  const sashProblems = problems.filter(
    (problem) => problem.field === "sash" || problem.field === "area" || problem.field === "quantity",
  );
  const productRange = (field: "width" | "height") =>
    product
      ? t("calculator.sizeHint", { min: product[`min_${field}`], max: product[`max_${field}`] })
      : t("calculator.problems.belowMinimum", { min: SIZE_MIN_MM });

  return (
    <form className="calculator" noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={id("intro")}>
      <p id={id("intro")} className="lead">
        {config ? t("calculator.intro") : t("calculator.managerPrice")}
      </p>
      <div className="calculator__grid">
        <div className="calculator__options">
          <fieldset className="calculator__group">
            <legend>{t("calculator.product")}</legend>
            <div className="choice-grid">
              {(
                config?.products ??
                (["window", "balcony_door", "balcony_block"] as const).map((item) => ({
                  id: item,
                  title: t(`calculator.products.${item}`),
                  description: null,
                }))
              ).map((item) => (
                <label key={item.id} className="choice">
                  <input
                    type="radio"
                    name={id("product")}
                    checked={base.product === item.id}
                    onChange={() => chooseProduct(item.id)}
                  />
                  <span className="choice__title">{item.title}</span>
                  {item.description && <span className="choice__description">{item.description}</span>}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="calculator__group">
            <legend>{t("calculator.size")}</legend>
            <div className="calculator__sizes">
              <SizeField
                id={id("width")}
                label={t("calculator.width")}
                value={sizes.width}
                hint={productRange("width")}
                error={sizeError("width")}
                onChange={(value) => setSize("width", value)}
              />
              <SizeField
                id={id("height")}
                label={t("calculator.height")}
                value={sizes.height}
                hint={productRange("height")}
                error={sizeError("height")}
                onChange={(value) => setSize("height", value)}
              />
              {config && product?.door_width && base.product === "balcony_block" && (
                <SizeField
                  id={id("door-width")}
                  label={t("calculator.doorWidth")}
                  value={sizes.doorWidth}
                  hint={t("calculator.sizeHint", { min: product.door_width.min, max: product.door_width.max })}
                  error={sizeError("doorWidth")}
                  onChange={(value) => setSize("doorWidth", value)}
                />
              )}
              {config && product?.window_height && base.product === "balcony_block" && (
                <SizeField
                  id={id("window-height")}
                  label={t("calculator.windowHeight")}
                  value={sizes.windowHeight}
                  hint={t("calculator.sizeHint", { min: product.window_height.min, max: product.window_height.max })}
                  error={sizeError("windowHeight")}
                  onChange={(value) => setSize("windowHeight", value)}
                />
              )}
            </div>
          </fieldset>

          {config && product && (
            <fieldset className="calculator__group">
              <legend>{t("calculator.layout")}</legend>
              {product.max_sections > 1 && (
                <div className="field">
                  <label htmlFor={id("sections")} className="field__label">
                    {t("calculator.sections")}
                  </label>
                  <select
                    id={id("sections")}
                    className="field__select"
                    value={base.sashes.length}
                    onChange={(event) => setSections(Number(event.target.value))}
                  >
                    {Array.from(
                      { length: product.max_sections - (base.product === "balcony_block" ? 1 : 0) },
                      (_, index) => {
                        const count = index + 1 + (base.product === "balcony_block" ? 1 : 0);
                        return (
                          <option key={count} value={count}>
                            {t("calculator.sectionsCount", {
                              count: base.product === "balcony_block" ? count - 1 : count,
                            })}
                          </option>
                        );
                      },
                    )}
                  </select>
                </div>
              )}
              <div className="calculator__sashes">
                {base.sashes.map((opening, index) => {
                  const isDoor = base.product === "balcony_door" || (base.product === "balcony_block" && index === 0);
                  const options = config.openings.filter((item) => !isDoor || DOOR_OPENINGS.includes(item.id));
                  return (
                    <div key={index} className="field">
                      <label htmlFor={id(`sash-${index}`)} className="field__label">
                        {isDoor ? t("calculator.door") : t("calculator.sash", { number: index + 1 })}:{" "}
                        {t("calculator.opening").toLowerCase()}
                      </label>
                      <select
                        id={id(`sash-${index}`)}
                        className="field__select"
                        value={opening}
                        onChange={(event) =>
                          change({
                            sashes: base.sashes.map((item, position) =>
                              position === index ? (event.target.value as OpeningId) : item,
                            ),
                          })
                        }
                      >
                        {options.map((item) => (
                          <option key={item.id} value={item.id}>
                            {item.title}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
              {product.top_light && (
                <>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={base.topLight}
                      onChange={(event) => change({ topLight: event.target.checked })}
                    />
                    {t("calculator.topLight")}
                  </label>
                  {base.topLight && (
                    <SizeField
                      id={id("top-light")}
                      label={t("calculator.topLightHeight")}
                      value={sizes.topLightHeight}
                      hint={t("calculator.sizeHint", {
                        min: config.top_light_height.min,
                        max: config.top_light_height.max,
                      })}
                      error={sizeError("topLightHeight")}
                      onChange={(value) => setSize("topLightHeight", value)}
                    />
                  )}
                </>
              )}
            </fieldset>
          )}

          {config && (
            <>
              <fieldset className="calculator__group">
                <legend>{t("calculator.profile")}</legend>
                <div className="choice-grid">
                  {config.profiles.map((item) => (
                    <label key={item.id} className="choice">
                      <input
                        type="radio"
                        name={id("profile")}
                        checked={base.profile === item.id}
                        onChange={() => change({ profile: item.id })}
                      />
                      <span className="choice__title">{item.title}</span>
                      <span className="choice__description">
                        {t("calculator.profileDetails", { chambers: item.chambers, depth: item.depth_mm })}.{" "}
                        {item.description}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="calculator__group">
                <legend>{t("calculator.glazing")}</legend>
                <div className="choice-grid">
                  {config.glazing.map((item) => (
                    <label key={item.id} className="choice">
                      <input
                        type="radio"
                        name={id("glazing")}
                        checked={base.glazing === item.id}
                        onChange={() => change({ glazing: item.id })}
                      />
                      <span className="choice__title">{item.title}</span>
                      <span className="choice__description">
                        {t("calculator.glazingDetails", { count: item.chambers })}
                        {item.energy_saving ? `, ${t("calculator.energySaving")}` : ""}. {item.description}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="calculator__group">
                <legend>{t("calculator.colour")}</legend>
                <div className="swatches">
                  {config.colours.map((item) => (
                    <label key={item.id} className="swatch">
                      <input
                        type="radio"
                        name={id("colour")}
                        checked={base.colour === item.id}
                        onChange={() => change({ colour: item.id })}
                      />
                      <span className="swatch__sample" style={{ background: item.hex }} aria-hidden="true" />
                      <span>{item.title}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="calculator__group">
                <legend>{t("calculator.extras")}</legend>
                {config.extras.map((item) => (
                  <label key={item.id} className="check">
                    <input
                      type="checkbox"
                      checked={base.extras.includes(item.id)}
                      onChange={(event) =>
                        change({
                          extras: event.target.checked
                            ? [...base.extras, item.id]
                            : base.extras.filter((extra: ExtraId) => extra !== item.id),
                        })
                      }
                    />
                    {item.title}
                    {item.description && <span className="check__note"> ({item.description})</span>}
                  </label>
                ))}
                <label className="check">
                  <input
                    type="checkbox"
                    checked={base.installation}
                    onChange={(event) => change({ installation: event.target.checked })}
                  />
                  {config.installation.title}
                </label>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={base.removal}
                    onChange={(event) => change({ removal: event.target.checked })}
                  />
                  {config.removal.title}
                </label>
                <div className="field field--quantity">
                  <label htmlFor={id("quantity")} className="field__label">
                    {t("calculator.quantity")}
                  </label>
                  <input
                    id={id("quantity")}
                    className="field__input"
                    type="number"
                    min={1}
                    max={config.max_quantity}
                    value={base.quantity}
                    onChange={(event) => change({ quantity: Math.trunc(Number(event.target.value)) })}
                  />
                </div>
              </fieldset>
            </>
          )}
        </div>

        <div className="calculator__summary">
          <WindowPicture configuration={configuration} frameColour={colour?.hex ?? "#f4f4f1"} label={pictureLabel} />
          <section className="estimate" aria-labelledby={id("estimate-title")} aria-live="polite">
            <h2 id={id("estimate-title")} className="estimate__title">
              {t("calculator.estimate")}
            </h2>
            {result?.ok ? (
              <>
                <p className="estimate__total">{t("calculator.from", { price: formatPrice(result.total, locale) })}</p>
                {result.quantity > 1 && (
                  <p className="estimate__unit">
                    {t("calculator.perUnit", { price: formatPrice(result.unitPrice, locale) })}
                  </p>
                )}
                <dl className="estimate__lines">
                  {result.lines.map((line) => (
                    <div key={line.id} className="estimate__line">
                      <dt>
                        {t(`calculator.lines.${line.id}`, {
                          profile: config?.profiles.find((item) => item.id === base.profile)?.title ?? "",
                        })}
                      </dt>
                      <dd>{t("calculator.amount", { price: formatPrice(line.amount, locale) })}</dd>
                    </div>
                  ))}
                </dl>
                <p className="estimate__note">{t("calculator.area", { area: result.area })}</p>
                <p className="estimate__note">{config?.note || t("calculator.measurement")}</p>
              </>
            ) : config ? (
              <>
                <p className="estimate__warning">{t("calculator.fixProblems")}</p>
                {sashProblems.length > 0 && (
                  <ul className="estimate__problems">
                    {sashProblems.map((problem, index) => (
                      <li key={index}>{problemText(problem)}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="estimate__warning">{t("calculator.managerPrice")}</p>
            )}
          </section>
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
