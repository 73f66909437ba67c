import { useEffect, useRef, type ReactNode } from "react";
import { usePage } from "../../lib/i18n";
import { useDialogStore, type DialogName } from "./dialog-store";

interface DialogProps {
  name: DialogName;
  title: string;
  description?: string;
  /** Room for a form with a picture beside it (the calculator). */
  wide?: boolean;
  /** Loads the dialog's lazy content ahead, when a button that opens it is hovered or focused. */
  preload?: () => unknown;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page inert and sends Escape as
 * `cancel`. Open state lives in the dialog store; the content renders only while open, so lazy forms load on demand.
 */
export function Dialog({ name, title, description, wide = false, preload, children }: DialogProps) {
  const { t } = usePage();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useDialogStore((state) => state.current === name);
  const close = useDialogStore((state) => state.close);
  const register = useDialogStore((state) => state.register);

  useEffect(() => register(name, preload), [name, register, preload]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [isOpen]);

  return (
    // The dialog element itself only receives clicks on its backdrop: the panel fills it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`dialog dialog--${name}${wide ? " dialog--wide" : ""}`}
      aria-labelledby={`dialog-${name}-title`}
      aria-describedby={description ? `dialog-${name}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close(name);
      }}
      onClick={(event) => {
        if (event.target === ref.current) close(name);
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={`dialog-${name}-title`} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={() => close(name)} aria-label={t("common.close")}>
            ×
          </button>
        </div>
        {description && (
          <p id={`dialog-${name}-description`} className="dialog__description">
            {description}
          </p>
        )}
        {isOpen && children}
      </div>
    </dialog>
  );
}
