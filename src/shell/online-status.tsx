import { useSyncExternalStore } from "react";
import { usePage } from "../lib/i18n";

const subscribe = (notify: () => void) => {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
};

/** Tells the visitor when the connection is gone (requests they send meanwhile wait on the device). */
export function OnlineStatus() {
  const { t } = usePage();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className="online-status" role="status">
      {!online && <p className="online-status__message">{t("status.offline")}</p>}
    </div>
  );
}
