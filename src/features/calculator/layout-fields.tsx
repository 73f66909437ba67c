import { usePage } from "../../lib/i18n";
import { DOOR_OPENINGS, isDoorSection, sectionChoices } from "../../../contract/browser";
import type { OpeningId } from "./model";
import type { PartProps } from "./parts";
import { SizeField } from "./size-field";

/** Sections, each sash's opening (a door takes door openings only) and the top light, from the price list. */
export function LayoutFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, product, base, sizes } = calc;
  if (!config || !product) return null;
  const isBlock = base.product === "balcony_block";
  const choices = sectionChoices(config, base.product);
  const doors = isBlock ? 1 : 0;
  const windows = base.sashes.length - doors;
  return (
    <fieldset className="calculator__group">
      <legend>{t("calculator.layout")}</legend>
      {/* Only a choice when there is one: a balcony door has one section, a block at least its door and a window. */}
      {choices.length > 1 && (
        <div className="field">
          <label htmlFor={id("sections")} className="field__label">
            {t("calculator.sections")}
          </label>
          <select
            id={id("sections")}
            className="field__select"
            value={windows}
            onChange={(event) => calc.setSections(Number(event.target.value) + doors)}
          >
            {choices.map((count) => (
              <option key={count} value={count}>
                {t("calculator.sectionsCount", { count })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="calculator__sashes">
        {base.sashes.map((opening, index) => {
          const options = config.openings.filter(
            (item) => !isDoorSection(base.product, index) || DOOR_OPENINGS.includes(item.id),
          );
          return (
            <div key={index} className="field">
              <label htmlFor={id(`sash-${index}`)} className="field__label">
                {calc.sectionName(index)}: {t("calculator.opening").toLowerCase()}
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
            <span>{t("calculator.topLight")}</span>
          </label>
          {base.topLight && (
            <SizeField
              id={id("top-light")}
              label={t("calculator.topLightHeight")}
              value={sizes.topLightHeight}
              hint={calc.sizeHint("topLightHeight")}
              error={calc.sizeError("topLightHeight")}
              onChange={(value) => calc.setSize("topLightHeight", value)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
