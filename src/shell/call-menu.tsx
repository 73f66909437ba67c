import { usePage } from "../lib/i18n";
import { PhoneIcon } from "../components/icons";
import { RequestButton } from "../components/request-button";
import type { RefObject } from "react";
import type { PhoneNumber } from "../lib/phones";
import { useUiStore } from "./ui-store";

export const CALL_MENU_ID = "call-menu";

/**
 * Mobile: a call-now link showing the number, and the order-call button; rendered only while open. The button closes
 * the menu as it opens the call dialog, with focus first moved to the menu's toggle, so that the dialog gives focus
 * back there (its own button is gone by then).
 */
export function CallMenu({
  phone,
  toggle,
}: {
  phone: PhoneNumber | null;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = usePage();
  const open = useUiStore((state) => state.panel === "callMenu");
  const close = useUiStore((state) => state.close);
  const closeMenu = () => {
    toggle.current?.focus();
    close();
  };
  return (
    <div id={CALL_MENU_ID} className="call-menu" hidden={!open}>
      {open && phone && (
        // The words and the number each stay whole: the number goes under the words where the line is too short.
        <a className="call-menu__now" href={`tel:${phone.number}`}>
          <PhoneIcon /> <span className="call-menu__label">{t("callMenu.callNow")}</span>{" "}
          <span className="phone-number">{phone.display}</span>
        </a>
      )}
      {open && (
        <RequestButton dialog="call" place="call-menu" className="button button--ghost" onOpen={closeMenu}>
          {t("header.orderCall")}
        </RequestButton>
      )}
    </div>
  );
}
