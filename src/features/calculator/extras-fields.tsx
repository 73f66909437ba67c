import { usePage } from "../../lib/i18n";
import type { ExtraId } from "./model";
import type { PartProps } from "./parts";

/**
 * The extras that apply to the configuration (contract: extrasFor; a fixed window is offered no insect screen),
 * installation, removal and the quantity, from the price list. The gift offer's extra, while its condition holds,
 * is ticked and says it is a gift: it is in the order at 0 lei whatever the visitor ticks.
 */
export function ExtrasFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, base, data, result } = calc;
  if (!config) return null;
  const gift = result?.ok ? result.gift : null;
  return (
    <fieldset className="calculator__group">
      <legend>{t("calculator.extras")}</legend>
      {calc.extras.map((item) => (
        <label key={item.id} className="check">
          <input
            type="checkbox"
            checked={item.id === gift || base.extras.includes(item.id)}
            disabled={item.id === gift}
            onChange={(event) =>
              calc.change({
                extras: event.target.checked
                  ? [...base.extras, item.id]
                  : base.extras.filter((extra: ExtraId) => extra !== item.id),
              })
            }
          />
          <span>
            {item.title}
            {item.id === gift && data?.gift ? (
              <span className="check__note check__note--gift">
                {" "}
                {t("calculator.giftNote", { count: data.gift.min_quantity })}
              </span>
            ) : (
              item.description && <span className="check__note"> ({item.description})</span>
            )}
          </span>
        </label>
      ))}
      <label className="check">
        <input
          type="checkbox"
          checked={base.installation}
          onChange={(event) => calc.change({ installation: event.target.checked })}
        />
        <span>{config.installation.title}</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={base.removal}
          onChange={(event) => calc.change({ removal: event.target.checked })}
        />
        <span>{config.removal.title}</span>
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
