import { usePage } from "../../lib/i18n";
import { TRAP_NAME } from "./spam-rules";

/** The honeypot: out of sight, out of the tab order and hidden from assistive technology; only bots fill it. */
export function SpamTrap({ idPrefix }: { idPrefix: string }) {
  const { t } = usePage();
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${TRAP_NAME}`}>{t("form.trap")}</label>
      <input id={`${idPrefix}-${TRAP_NAME}`} name={TRAP_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
