import { usePage } from "../lib/i18n";
import { MessengerLink, type MessengerData } from "../components/messenger-link";
import { ChatIcon, PhoneIcon } from "../components/icons";
import { openLiveChat } from "./live-chat";
import type { PhoneNumber } from "../lib/phones";
import { useUiStore } from "./ui-store";

interface MessengerWidgetProps {
  messengers: readonly MessengerData[];
  phone: PhoneNumber | null;
  liveChatScriptUrl: string;
}

/**
 * The floating contact button (1024 px and up; below, the action bar does its job): messengers, a call button when
 * there is a phone, and the live chat. The spec hides it
 * without messengers; with a live chat configured, the widget stays to offer it even when the content lists no
 * messenger. The chat's script loads with marketing consent (src/features/consent, docs/privacy.md); until then
 * its button opens the consultation form (live-chat.ts).
 */
export function MessengerWidget({ messengers, phone, liveChatScriptUrl }: MessengerWidgetProps) {
  const { t } = usePage();
  const open = useUiStore((state) => state.panel === "messengers");
  const toggle = useUiStore((state) => state.toggle);
  if (messengers.length === 0 && !liveChatScriptUrl) return null;
  return (
    <div className="messenger-widget">
      {/* The list renders only while open (a closed one would only cost hydration); the element stays for aria-controls. */}
      <ul id="messenger-list" className="messenger-widget__list" hidden={!open}>
        {open && <MessengerItems messengers={messengers} phone={phone} liveChat={Boolean(liveChatScriptUrl)} />}
      </ul>
      <button
        type="button"
        className="messenger-widget__toggle"
        aria-expanded={open}
        aria-controls="messenger-list"
        onClick={() => toggle("messengers")}
      >
        <ChatIcon width={24} height={24} />
        <span className="messenger-widget__label">{t("messengers.toggle")}</span>
      </button>
    </div>
  );
}

function MessengerItems({
  messengers,
  phone,
  liveChat,
}: {
  messengers: readonly MessengerData[];
  phone: PhoneNumber | null;
  liveChat: boolean;
}) {
  const { t } = usePage();
  return (
    <>
      {messengers.map((messenger) => (
        <li key={messenger.name}>
          <MessengerLink messenger={messenger} className="messenger-widget__link" filled />
        </li>
      ))}
      {phone && (
        <li>
          <a className="messenger-widget__link messenger-widget__link--call" href={`tel:${phone.number}`}>
            <PhoneIcon /> {t("messengers.call")}
          </a>
        </li>
      )}
      {liveChat && (
        <li>
          <button type="button" className="messenger-widget__link messenger-widget__link--chat" onClick={openLiveChat}>
            <ChatIcon /> {t("messengers.liveChat")}
          </button>
        </li>
      )}
    </>
  );
}
