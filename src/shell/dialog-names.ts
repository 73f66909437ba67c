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

export {};
