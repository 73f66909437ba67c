import { usePage } from "../lib/i18n";
import { messengerHref } from "../lib/messengers";

export interface MessengerData {
  readonly name: string;
  readonly link: string;
  readonly backgroundColor: string | null;
}

/** A messenger as a link in its own format, with its brand colour as a dot (text stays readable on any colour). */
export function MessengerLink({ messenger, className }: { messenger: MessengerData; className: string }) {
  const { t } = usePage();
  return (
    <a className={className} href={messengerHref(messenger)} target="_blank" rel="noopener noreferrer">
      <span
        className="messenger-link__dot"
        style={{ background: messenger.backgroundColor ?? undefined }}
        aria-hidden="true"
      />
      {t(`messengers.${messenger.name.toLowerCase()}`, { defaultValue: messenger.name })}
    </a>
  );
}
