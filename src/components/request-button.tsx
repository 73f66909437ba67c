import type { ReactNode } from "react";
import type { FormPlace } from "../../contract/browser";
import { useLeadOrigin, type LeadProduct } from "../lib/lead-origin";
import { DialogButton } from "./dialog/dialog-button";
import type { DialogName } from "./dialog/dialog-store";

interface RequestButtonProps {
  /** The lead dialog it opens. */
  dialog: Extract<DialogName, "call" | "consultation" | "measurement" | "calculator">;
  /** Where the button is, sent with the lead as `form_place` (docs/leads.md): "header", "hero", "product"... */
  place: FormPlace;
  /** The product the visitor is looking at, sent with the lead. */
  product?: LeadProduct;
  className?: string;
  onOpen?: () => void;
  children: ReactNode;
}

/** A button that opens a lead dialog and tells the lead where it was asked for. */
export function RequestButton({ dialog, place, product, className, onOpen, children }: RequestButtonProps) {
  const setOrigin = useLeadOrigin((state) => state.set);
  return (
    <DialogButton
      dialog={dialog}
      className={className}
      onOpen={() => {
        setOrigin(product ? { place, product } : { place });
        onOpen?.();
      }}
    >
      {children}
    </DialogButton>
  );
}
