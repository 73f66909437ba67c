import type { ReactNode } from "react";
import { useDialogStore, type DialogName } from "./dialog-store";
import { preloadLeadForm } from "../../features/dialogs/preload";

interface DialogButtonProps {
  dialog: DialogName;
  className?: string;
  children: ReactNode;
}

/** A button that opens a dialog; hovering or focusing it starts loading the form inside. */
export function DialogButton({ dialog, className = "button button--primary", children }: DialogButtonProps) {
  const open = useDialogStore((state) => state.open);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => open(dialog)}
      onPointerEnter={preloadLeadForm}
      onFocus={preloadLeadForm}
    >
      {children}
    </button>
  );
}
