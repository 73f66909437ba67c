import { usePage } from "../../lib/i18n";
import type { PartProps } from "./parts";

/** Profile, glazing and colour from the price list. */
export function MaterialFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, base } = calc;
  if (!config) return null;
  return (
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
                onChange={() => calc.change({ profile: item.id })}
              />
              <span className="choice__title">{item.title}</span>
              <span className="choice__description">
                {t("calculator.profileDetails", { chambers: item.chambers, depth: item.depth_mm })}. {item.description}
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
                onChange={() => calc.change({ glazing: item.id })}
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
                onChange={() => calc.change({ colour: item.id })}
              />
              <span className="swatch__sample" style={{ background: item.hex }} aria-hidden="true" />
              <span>{item.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
