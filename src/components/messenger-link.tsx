import { usePage } from "../lib/i18n";
import { messengerHref } from "../lib/messengers";
import { readableTextOn } from "../lib/readable-text";

export interface MessengerData {
  readonly name: string;
  readonly link: string;
  readonly backgroundColor: string | null;
  readonly cover: { readonly localFile: { readonly publicURL: string | null } | null } | null;
}

/**
 * A messenger as a link in its own format, with its icon (`cover`, on its colour) or, without one, its colour as a dot. `filled`
 * colours the whole button with `backgroundColor` (the messenger widget), its text dark or white to stay readable.
 */
export function MessengerLink({
  messenger,
  className,
  filled = false,
}: {
  messenger: MessengerData;
  className: string;
  filled?: boolean;
}) {
  const { t } = usePage();
  const cover = messenger.cover?.localFile?.publicURL;
  const colour = messenger.backgroundColor;
  const text = filled && colour ? readableTextOn(colour) : null;
  return (
    <a
      className={className}
      href={messengerHref(messenger)}
      target="_blank"
      rel="noopener noreferrer"
      style={text && colour ? { background: colour, color: text } : undefined}
    >
      {cover ? (
        <img
          className="messenger-link__icon"
          src={cover}
          alt=""
          aria-hidden="true"
          width={24}
          height={24}
          // Covers are drawn for the messenger's colour (often a white glyph): unfilled, the icon keeps it behind.
          style={!text && colour ? { background: colour, borderRadius: "50%" } : undefined}
        />
      ) : (
        <span className="messenger-link__dot" style={{ background: colour ?? undefined }} aria-hidden="true" />
      )}
      {t(`messengers.${messenger.name.toLowerCase()}`, { defaultValue: messenger.name })}
    </a>
  );
}
