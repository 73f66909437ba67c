import { usePage } from "../../lib/i18n";
import type { PartProps } from "./parts";
import { SizeField } from "./size-field";

/** Width and height, and for a balcony block the door's width and the window's height, each with its range. */
export function SizeFields({ calc, id }: PartProps) {
  const { t } = usePage();
  const { config, product, base, sizes } = calc;
  return (
    <fieldset className="calculator__group">
      <legend>{t("calculator.size")}</legend>
      <div className="calculator__sizes">
        <SizeField
          id={id("width")}
          label={t("calculator.width")}
          value={sizes.width}
          hint={calc.sizeHint("width")}
          error={calc.sizeError("width")}
          onChange={(value) => calc.setSize("width", value)}
        />
        <SizeField
          id={id("height")}
          label={t("calculator.height")}
          value={sizes.height}
          hint={calc.sizeHint("height")}
          error={calc.sizeError("height")}
          onChange={(value) => calc.setSize("height", value)}
        />
        {config && product?.door_width && base.product === "balcony_block" && (
          <SizeField
            id={id("door-width")}
            label={t("calculator.doorWidth")}
            value={sizes.doorWidth}
            hint={calc.sizeHint("doorWidth")}
            error={calc.sizeError("doorWidth")}
            onChange={(value) => calc.setSize("doorWidth", value)}
          />
        )}
        {config && product?.window_height && base.product === "balcony_block" && (
          <SizeField
            id={id("window-height")}
            label={t("calculator.windowHeight")}
            value={sizes.windowHeight}
            hint={calc.sizeHint("windowHeight")}
            error={calc.sizeError("windowHeight")}
            onChange={(value) => calc.setSize("windowHeight", value)}
          />
        )}
      </div>
    </fieldset>
  );
}
