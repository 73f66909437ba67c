/**
 * Opens whichever live-chat widget LIVE_CHAT_SCRIPT_URL loaded. The common ones in this market expose different
 * globals; when none is ready yet (the script loads when the page is idle), the consultation dialog stands in.
 */
import { useDialogStore } from "../components/dialog/dialog-store";

type ChatGlobals = {
  jivo_api?: { open: () => void };
  Tawk_API?: { maximize?: () => void };
  $crisp?: unknown[][];
  LiveChatWidget?: { call: (method: string) => void };
};

export function openLiveChat() {
  const globals = window as unknown as ChatGlobals;
  if (globals.jivo_api) return globals.jivo_api.open();
  if (globals.Tawk_API?.maximize) return globals.Tawk_API.maximize();
  if (globals.LiveChatWidget) return globals.LiveChatWidget.call("maximize");
  if (Array.isArray(globals.$crisp)) return void globals.$crisp.push(["do", "chat:open"]);
  useDialogStore.getState().open("consultation");
}
