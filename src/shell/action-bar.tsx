import { usePage } from "../lib/i18n";
import { nationalNumber } from "../lib/phones";
import { MessengerLink, type MessengerData } from "../components/messenger-link";
import { ChatIcon, MeasureIcon, PhoneIcon } from "../components/icons";
import { RequestButton } from "../components/request-button";
import { openLiveChat } from "./live-chat";
import type { PhoneNumber } from "../lib/phones";
import { usePrimaryActionInView } from "./use-primary-action-in-view";

interface ActionBarProps {
  messengers: readonly MessengerData[];
  phone: PhoneNumber | null;
  liveChatScriptUrl: string;
}

/**
 * Below 1024 px, the bar at the bottom of the screen that a thumb always reaches: call (the number itself, never
 * broken over two lines), the company's main messenger (the first the content lists; the live chat when there is
 * none), and the free measurement. It takes over the floating messenger button's job there; the page keeps room
 * for it at its end (shell.css), so it never covers the last link. While a red button of the page is on screen, its
 * measurement button is an outline: one red action at a time.
 */
export function ActionBar({ messengers, phone, liveChatScriptUrl }: ActionBarProps) {
  const { t } = usePage();
  const [messenger] = messengers;
  const quiet = usePrimaryActionInView();
  return (
    <nav className="action-bar" aria-label={t("actionBar.label")}>
      {phone && (
        <a className="action-bar__item" href={`tel:${phone.number}`}>
          <PhoneIcon width={22} height={22} />
          <span className="action-bar__label">
            <span className="sr-only">{t("actionBar.call")} </span>
            <span className="phone-number">{nationalNumber(phone)}</span>
          </span>
        </a>
      )}
      {messenger ? (
        <MessengerLink messenger={messenger} className="action-bar__item action-bar__item--messenger" />
      ) : liveChatScriptUrl ? (
        <button type="button" className="action-bar__item" onClick={openLiveChat}>
          <ChatIcon width={22} height={22} />
          <span className="action-bar__label">{t("messengers.liveChat")}</span>
        </button>
      ) : null}
      <RequestButton
        dialog="measurement"
        place="mobile-bar"
        className={`action-bar__item action-bar__item--primary${quiet ? " is-quiet" : ""}`}
      >
        <MeasureIcon width={22} height={22} />
        <span className="action-bar__label">{t("common.freeMeasurement")}</span>
      </RequestButton>
    </nav>
  );
}
