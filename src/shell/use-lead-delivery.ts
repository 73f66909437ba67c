import { useEffect } from "react";
import { useDialogStore } from "../components/dialog/dialog-store";
import { LEAD_PATHS, onLeadSubmitted } from "../features/leads";
import { appendCrmScript } from "./crm-script";

/**
 * The shell's answer to a sent request: the success dialog alone on screen (it says how the delivery went), and
 * after a call or consultation request the CRM form script, when one is configured.
 */
export function useLeadDelivery(crmFormScriptUrl: string) {
  useEffect(
    () =>
      onLeadSubmitted(({ path }) => {
        const dialogs = useDialogStore.getState();
        dialogs.closeAll();
        dialogs.open("success");
        if (path === LEAD_PATHS.invoice && crmFormScriptUrl) appendCrmScript(crmFormScriptUrl);
      }),
    [crmFormScriptUrl],
  );
}
