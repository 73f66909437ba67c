import { Link } from "gatsby";
import { usePage } from "../../lib/i18n";
import type { PartProps } from "./parts";

/**
 * Which catalogue product the calculator page was opened for (its "calculate the price", or a shared estimate), with
 * the way back to it. The page's address names the product, which only the browser reads: the line is always there
 * on the page, one line high, so that the name coming in moves nothing below it.
 */
export function PresetProductNote({ calc }: PartProps) {
  const { t } = usePage();
  const product = calc.presetProduct;
  if (!calc.linked) return null;
  return (
    <p className="calculator__preset">
      {product && (
        <>
          {t("calculator.presetProduct")} <Link to={product.path}>{product.title}</Link>
        </>
      )}
    </p>
  );
}
