import { usePage } from "../../lib/i18n";
import { DOOR_OPENINGS, type OpeningId } from "./model";
import type { PartProps } from "./parts";
import { SizeField } from "./size-field";

/** Sections, each sash's opening (a door takes door openings only) and the top light, from the price list. */
export function LayoutFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, product, base, sizes } = calc;
  if (!config || !product) return null;
  const isBlock = base.product === "balcony_block";
  return (
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
            onChange={(event) => calc.setSections(Number(event.target.value))}
          >
            {Array.from({ length: product.max_sections - (isBlock ? 1 : 0) }, (_, index) => {
              const count = index + 1 + (isBlock ? 1 : 0);
              return (
                <option key={count} value={count}>
                  {t("calculator.sectionsCount", { count: isBlock ? count - 1 : count })}
                </option>
              );
            })}
          </select>
        </div>
      )}
      <div className="calculator__sashes">
        {base.sashes.map((opening, index) => {
          const isDoor = base.product === "balcony_door" || (isBlock && index === 0);
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
                  calc.change({
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
              onChange={(event) => calc.change({ topLight: event.target.checked })}
            />
            {t("calculator.topLight")}
          </label>
          {base.topLight && (
            <SizeField
              id={id("top-light")}
              label={t("calculator.topLightHeight")}
              value={sizes.topLightHeight}
              hint={t("calculator.sizeHint", { min: config.top_light_height.min, max: config.top_light_height.max })}
              error={calc.sizeError("topLightHeight")}
              onChange={(value) => calc.setSize("topLightHeight", value)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
