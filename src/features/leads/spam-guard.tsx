import { useEffect, useRef, type BaseSyntheticEvent } from "react";
import { usePage } from "../../lib/i18n";
import { MIN_FILL_MS, TRAP_NAME } from "./spam-rules";

/**
 * Returns a check for the form's submit handler: true when the honeypot holds text or the form was submitted
 * faster than a person can fill it.
 */
export function useSpamGuard(): (event?: BaseSyntheticEvent) => boolean {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return (event) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const trap = form?.elements.namedItem(TRAP_NAME);
    const filled = trap instanceof HTMLInputElement && trap.value !== "";
    return filled || shownAt.current === null || Date.now() - shownAt.current < MIN_FILL_MS;
  };
}

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
