import type { ReactNode } from "react";
import { useDialogStore, type DialogName } from "./dialog-store";

interface DialogButtonProps {
  dialog: DialogName;
  className?: string;
  /** Runs just before the dialog opens (a menu holding the button closes itself). */
  onOpen?: () => void;
  children: ReactNode;
}

/** A button that opens a dialog; hovering or focusing it starts loading what the dialog shows. */
export function DialogButton({ dialog, className = "button button--primary", onOpen, children }: DialogButtonProps) {
  const open = useDialogStore((state) => state.open);
  const preload = useDialogStore((state) => state.preload);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        open(dialog);
      }}
      onPointerEnter={() => preload(dialog)}
      onFocus={() => preload(dialog)}
    >
      {children}
    </button>
  );
}
