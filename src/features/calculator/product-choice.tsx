import { usePage } from "../../lib/i18n";
import type { PartProps } from "./parts";

const PRODUCTS = ["window", "balcony_door", "balcony_block"] as const;

/**
 * The product radio cards; without a price list, the three products under their translated names. Under them, what
 * the last switch of product kept and changed (a polite status, so a screen reader hears it too).
 */
export function ProductChoice({ calc, id }: PartProps) {
  const { t } = usePage();
  const products =
    calc.config?.products ??
    PRODUCTS.map((item) => ({ id: item, title: t(`calculator.products.${item}`), description: null }));
  return (
    <fieldset className="calculator__group">
      <legend>{t("calculator.product")}</legend>
      <div className="choice-grid">
        {products.map((item) => (
          <label key={item.id} className="choice">
            <input
              type="radio"
              name={id("product")}
              checked={calc.base.product === item.id}
              onChange={() => calc.chooseProduct(item.id)}
            />
            <span className="choice__title">{item.title}</span>
            {item.description && <span className="choice__description">{item.description}</span>}
          </label>
        ))}
      </div>
      <p className="calculator__switch" role="status">
        {calc.switchNote}
      </p>
    </fieldset>
  );
}
