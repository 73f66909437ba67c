import { Link } from "gatsby";
import { ClockIcon, PinIcon } from "../components/icons";
import { OpeningHoursLines } from "../components/proof/opening-hours";
import { shownAddress } from "../lib/company";
import { usePage } from "../lib/i18n";
import { paths } from "../lib/paths";
import type { ShellData } from "./use-shell-data";

type Site = ShellData["site"];

/** The office's address (linking to the contacts page, which has the map) and the opening hours, in the footer. */
export function FooterAddress({ site }: { site: Site }) {
  const { t, locale } = usePage();
  const address = shownAddress(site?.company, site?.contact);
  const hours = site?.company?.openingHours ?? [];
  const hoursText = hours.length === 0 ? site?.contact.workingHours : null;
  if (!address && hours.length === 0 && !hoursText) return null;
  return (
    <div className="footer__company">
      {address && (
        <p className="footer__fact">
          <PinIcon />
          <Link to={paths.contacts(locale)}>
            <span className="sr-only">{t("contacts.address")}: </span>
            {address}
          </Link>
        </p>
      )}
      {(hours.length > 0 || hoursText) && (
        <div className="footer__fact">
          <ClockIcon />
          <div>
            <span className="sr-only">{t("contacts.hours")}: </span>
            {hoursText ?? <OpeningHoursLines hours={hours} className="footer__hours" />}
          </div>
        </div>
      )}
    </div>
  );
}

/** The seller's identity the law asks a shop to show: legal name and fiscal code. */
export function FooterLegal({ site }: { site: Site }) {
  const { t } = usePage();
  const company = site?.company;
  if (!company?.legalName && !company?.idno) return null;
  return (
    <p className="footer__legal">
      {company.legalName && company.idno
        ? t("company.legal", { name: company.legalName, idno: company.idno })
        : (company.legalName ?? `IDNO ${company.idno}`)}
    </p>
  );
}
