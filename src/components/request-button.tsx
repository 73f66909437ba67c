import type { ReactNode } from "react";
import type { FormPlace } from "../../contract/browser";
import { useLeadOrigin, type LeadProduct, type LeadTopic } from "../lib/lead-origin";
import { DialogButton } from "./dialog/dialog-button";
import type { DialogName } from "./dialog/dialog-store";

/**
 * The app's dialogs that take a lead. Like the dialogs themselves, the app lists them (src/shell/dialog-names.ts,
 * declaration merging): this shared button names none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the app
export interface LeadDialogNames {}
type LeadDialogName = Extract<keyof LeadDialogNames, DialogName>;

interface RequestButtonProps {
  /** The lead dialog it opens. */
  dialog: LeadDialogName;
  /** Where the button is, sent with the lead as `form_place` (docs/leads.md): "header", "hero", "product"... */
  place: FormPlace;
  /** The product the visitor is looking at, sent with the lead. */
  product?: LeadProduct;
  /** What the dialog is about, where the button says more than its kind (the credit offer's). */
  topic?: LeadTopic;
  className?: string;
  onOpen?: () => void;
  children: ReactNode;
}

/** A button that opens a lead dialog and tells the lead where it was asked for. */
export function RequestButton({ dialog, place, product, topic, className, onOpen, children }: RequestButtonProps) {
  const setOrigin = useLeadOrigin((state) => state.set);
  return (
    <DialogButton
      dialog={dialog}
      className={className}
      onOpen={() => {
        setOrigin({ place, ...(product ? { product } : {}), ...(topic ? { topic } : {}) });
        onOpen?.();
      }}
    >
      {children}
    </DialogButton>
  );
}
