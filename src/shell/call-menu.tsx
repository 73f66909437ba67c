import { usePage } from "../lib/i18n";
import { PhoneIcon } from "../components/icons";
import { DialogButton } from "../components/dialog/dialog-button";
import type { Phone } from "./types";
import { useUiStore } from "./ui-store";

export const CALL_MENU_ID = "call-menu";

/** Mobile: a call-now link showing the number, and the order-call button; rendered only while open. */
export function CallMenu({ phone }: { phone: Phone | null }) {
  const { t } = usePage();
  const open = useUiStore((state) => state.panel === "callMenu");
  return (
    <div id={CALL_MENU_ID} className="call-menu" hidden={!open}>
      {open && phone && (
        <a className="call-menu__now" href={`tel:${phone.number}`}>
          <PhoneIcon /> {t("callMenu.callNow", { phone: phone.display })}
        </a>
      )}
      {open && <DialogButton dialog="call">{t("header.orderCall")}</DialogButton>}
    </div>
  );
}
