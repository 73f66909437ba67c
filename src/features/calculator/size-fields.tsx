import { usePage } from "../../lib/i18n";
import type { PartProps } from "./parts";
import { SizeField } from "./size-field";
import { SIZE_MIN_MM } from "./size-mask";

/** Width and height, and for a balcony block the door's width and the window's height, each with its range. */
export function SizeFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, product, base, sizes } = calc;
  const productRange = (field: "width" | "height") =>
    product
      ? t("calculator.sizeHint", { min: product[`min_${field}`], max: product[`max_${field}`] })
      : t("calculator.problems.belowMinimum", { min: SIZE_MIN_MM });
  return (
    <fieldset className="calculator__group">
      <legend>{t("calculator.size")}</legend>
      <div className="calculator__sizes">
        <SizeField
          id={id("width")}
          label={t("calculator.width")}
          value={sizes.width}
          hint={productRange("width")}
          error={calc.sizeError("width")}
          onChange={(value) => calc.setSize("width", value)}
        />
        <SizeField
          id={id("height")}
          label={t("calculator.height")}
          value={sizes.height}
          hint={productRange("height")}
          error={calc.sizeError("height")}
          onChange={(value) => calc.setSize("height", value)}
        />
        {config && product?.door_width && base.product === "balcony_block" && (
          <SizeField
            id={id("door-width")}
            label={t("calculator.doorWidth")}
            value={sizes.doorWidth}
            hint={t("calculator.sizeHint", { min: product.door_width.min, max: product.door_width.max })}
            error={calc.sizeError("doorWidth")}
            onChange={(value) => calc.setSize("doorWidth", value)}
          />
        )}
        {config && product?.window_height && base.product === "balcony_block" && (
          <SizeField
            id={id("window-height")}
            label={t("calculator.windowHeight")}
            value={sizes.windowHeight}
            hint={t("calculator.sizeHint", { min: product.window_height.min, max: product.window_height.max })}
            error={calc.sizeError("windowHeight")}
            onChange={(value) => calc.setSize("windowHeight", value)}
          />
        )}
      </div>
    </fieldset>
  );
}
