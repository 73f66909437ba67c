import { usePage } from "../../lib/i18n";
import { formatPrice } from "../../lib/format";

/** 'from N lei' (per unit when the content gives one); nothing when the content has no price. */
export function Price({ value, unit }: { value: number | null; unit?: string | null }) {
  const { t, locale } = usePage();
  if (value == null) return null;
  const price = formatPrice(value, locale);
  return <p className="price">{unit ? t("common.pricePer", { price, unit }) : t("common.priceFrom", { price })}</p>;
}
