import { usePage } from "../../lib/i18n";
import type { ExtraId } from "./model";
import type { PartProps } from "./parts";

/** Extras, installation, removal and the quantity, from the price list. */
export function ExtrasFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, base } = calc;
  if (!config) return null;
  return (
    <fieldset className="calculator__group">
      <legend>{t("calculator.extras")}</legend>
      {config.extras.map((item) => (
        <label key={item.id} className="check">
          <input
            type="checkbox"
            checked={base.extras.includes(item.id)}
            onChange={(event) =>
              calc.change({
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
          onChange={(event) => calc.change({ installation: event.target.checked })}
        />
        {config.installation.title}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={base.removal}
          onChange={(event) => calc.change({ removal: event.target.checked })}
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
          onChange={(event) => calc.change({ quantity: Math.trunc(Number(event.target.value)) })}
        />
      </div>
    </fieldset>
  );
}
