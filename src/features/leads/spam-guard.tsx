import { useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "../../lib/i18n";

/**
 * Below this time from the form appearing to its submit, the sender is taken for a bot. Typing a name and eight
 * phone digits takes a person several seconds; even browser autofill still needs a click on the agreement and one
 * on the button, so the bar sits well under that to never turn away a real (and fast) visitor.
 */
export const MIN_FILL_MS = 1500;

/** The honeypot's name: a field bots like to fill and the form has no other use for. */
export const TRAP_NAME = "website";

export interface SpamGuard {
  trapRef: RefObject<HTMLInputElement>;
  /** True when the honeypot holds text or the form was submitted faster than a person can fill it. */
  isSpam: () => boolean;
}

export function useSpamGuard(): SpamGuard {
  const trapRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  return {
    trapRef,
    isSpam: () =>
      Boolean(trapRef.current?.value) || shownAt.current === null || Date.now() - shownAt.current < MIN_FILL_MS,
  };
}

/** The honeypot: out of sight, out of the tab order and hidden from assistive technology; only bots fill it. */
export function SpamTrap({ idPrefix, guard }: { idPrefix: string; guard: SpamGuard }) {
  const { t } = useTranslation();
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${TRAP_NAME}`}>{t("form.trap")}</label>
      <input
        id={`${idPrefix}-${TRAP_NAME}`}
        name={TRAP_NAME}
        ref={guard.trapRef}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
