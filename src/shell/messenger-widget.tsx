import { useEffect, useState } from "react";
import { CONTACT_HOST_CLASS } from "../features/leads";
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
  const formInView = useContactFieldsInView();
  if (messengers.length === 0 && !liveChatScriptUrl) return null;
  // Open, it stays where it is: the visitor is using it.
  const tucked = formInView && !open;
  return (
    <div className={`messenger-widget${tucked ? " is-tucked" : ""}`}>
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

/**
 * Whether a page form's contact fields (a request form, the calculator's request) are on screen. The button would
 * sit over them at the screen's lower right, and the visitor is already where they can ask: it steps aside meanwhile.
 * The page's forms are in its server markup, so the ones there when the widget mounts are all there are (a new page
 * mounts a new layout).
 */
function useContactFieldsInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const hosts = document.querySelectorAll(`.${CONTACT_HOST_CLASS}`);
    if (hosts.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    // The host has no box of its own (`display: contents`): its form or fieldset is what is on screen.
    hosts.forEach((host) => observer.observe(host.parentElement ?? host));
    return () => observer.disconnect();
  }, []);
  return inView;
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
