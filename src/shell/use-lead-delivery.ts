import { useEffect } from "react";
import { useDialogStore } from "../components/dialog/dialog-store";
import { useConsentStore } from "../features/consent";
import { LEAD_KIND_ENDPOINTS } from "../../contract/browser";
import { useLeadStatus } from "../features/leads";
import { appendCrmScript } from "./crm-script";

/**
 * The shell's answer to a sent request, read from the leads feature's status store: the success dialog alone on
 * screen (it says how the delivery went), and after a call or consultation request the CRM form script, when one
 * is configured and marketing is consented to.
 */
export function useLeadDelivery(crmFormScriptUrl: string) {
  useEffect(
    () =>
      useLeadStatus.subscribe(({ submission }, previous) => {
        if (!submission || submission === previous.submission) return;
        const dialogs = useDialogStore.getState();
        dialogs.closeAll();
        dialogs.open("success");
        // A marketing third party (docs/privacy.md): only with that consent. The lead itself is sent either way.
        const { marketing } = useConsentStore.getState();
        if (LEAD_KIND_ENDPOINTS[submission.kind] === "invoice" && crmFormScriptUrl && marketing)
          appendCrmScript(crmFormScriptUrl);
      }),
    [crmFormScriptUrl],
  );
}
