/**
 * The page's dialogs, by name (src/shell/dialogs.tsx mounts each): the generic dialog primitive takes its names from
 * here. A new dialog is one more line, and then a <Dialog name="..."> in dialogs.tsx.
 */
declare module "../components/dialog/dialog-store" {
  interface DialogNames {
    call: true;
    consultation: true;
    measurement: true;
    success: true;
    calculator: true;
  }
}

/** Those that take a lead, which a RequestButton may open (it tells the lead where it was asked for). */
declare module "../components/request-button" {
  interface LeadDialogNames {
    call: true;
    consultation: true;
    measurement: true;
    calculator: true;
  }
}

export {};
