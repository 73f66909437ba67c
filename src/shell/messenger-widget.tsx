import { useRef } from "react";
import { usePage } from "../lib/i18n";
import { MessengerLink, type MessengerData } from "../components/messenger-link";
import { ChatIcon, PhoneIcon } from "../components/icons";
import { openLiveChat } from "./live-chat";
import type { PhoneNumber } from "../lib/phones";
import { useUiStore } from "./ui-store";
import { useCloseOutside } from "./use-close-outside";

interface MessengerWidgetProps {
  messengers: readonly MessengerData[];
  phone: PhoneNumber | null;
  liveChatScriptUrl: string;
}

/**
 * The contact button (1024 px and up; below, the action bar does its job): messengers, a call button when there is
 * a phone, and the live chat. It has its own place in the header, beside the phone number, which stays on screen as
 * the page scrolls (the floating header): a button floating over the page sat on the calculator's price, an
 * estimate and the figures strip somewhere between 1024 and 1440 px, and no width is free of content there. The
 * spec hides it without messengers; with a live chat configured, it stays to offer it even when the content lists no
 * messenger. The chat's script loads with marketing consent (src/features/consent, docs/privacy.md); until then its
 * button opens the consultation form (live-chat.ts).
 */
export function MessengerWidget({ messengers, phone, liveChatScriptUrl }: MessengerWidgetProps) {
  const { t } = usePage();
  const open = useUiStore((state) => state.panel === "messengers");
  const toggle = useUiStore((state) => state.toggle);
  const close = useUiStore((state) => state.close);
  const ref = useRef<HTMLDivElement>(null);
  // The open list, a dropdown over the page, closes as a menu does; Escape gives focus back to its button.
  useCloseOutside(ref, open, (reason) => {
    close();
    if (reason === "escape") ref.current?.querySelector("button")?.focus();
  });
  if (messengers.length === 0 && !liveChatScriptUrl) return null;
  return (
    <div ref={ref} className="messenger-widget">
      <button
        type="button"
        className="messenger-widget__toggle"
        aria-expanded={open}
        aria-controls="messenger-list"
        title={t("messengers.toggle")}
        onClick={() => toggle("messengers")}
      >
        <ChatIcon width={22} height={22} />
        <span className="sr-only">{t("messengers.toggle")}</span>
      </button>
      {/* The list renders only while open (a closed one would only cost hydration); the element stays for aria-controls. */}
      <ul id="messenger-list" className="messenger-widget__list" hidden={!open}>
        {open && <MessengerItems messengers={messengers} phone={phone} liveChat={Boolean(liveChatScriptUrl)} />}
      </ul>
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
