import type { ComponentType } from "react";
import { FacebookIcon, InstagramIcon } from "./icons";

interface SocialContact {
  readonly facebook: string | null;
  readonly instagram: string | null;
}

const NETWORKS: Array<{ key: keyof SocialContact; name: string; Icon: ComponentType }> = [
  { key: "facebook", name: "Facebook", Icon: FacebookIcon },
  { key: "instagram", name: "Instagram", Icon: InstagramIcon },
];

/** Whether the contact has any social link to show. */
export const hasSocialLinks = (contact: SocialContact | null | undefined): contact is SocialContact =>
  Boolean(contact && NETWORKS.some(({ key }) => contact[key]));

interface SocialLinksProps {
  contact: SocialContact;
  className: string;
  /** Icons only, named for screen readers, in a list labelled with this (the footer); else icon and name. */
  listLabel?: string;
}

/** The company's social network links, in one order everywhere. */
export function SocialLinks({ contact, className, listLabel }: SocialLinksProps) {
  return (
    <ul className={className} aria-label={listLabel}>
      {NETWORKS.map(({ key, name, Icon }) => {
        const href = contact[key];
        if (!href) return null;
        return (
          <li key={key}>
            <a href={href} rel="noopener noreferrer" target="_blank" aria-label={listLabel ? name : undefined}>
              <Icon />
              {listLabel ? null : ` ${name}`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
