/**
 * A messenger's link as the visitor's device expects it. Content may give a full link or only a number or
 * username; a bare value is turned into the messenger's own link format.
 */
export function messengerHref({ name, link }: { name: string; link: string }): string {
  const value = link.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  const digits = value.replace(/[^\d]/g, "");
  switch (name.toLowerCase()) {
    case "viber":
      return `viber://chat?number=%2B${digits}`;
    case "telegram":
      return `https://t.me/${value.replace(/^@/, "")}`;
    case "whatsapp":
      return `https://wa.me/${digits}`;
    default:
      return value;
  }
}
