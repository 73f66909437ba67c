import { Link } from "gatsby";
import { usePage } from "../lib/i18n";
import { paths } from "../lib/paths";

/** The shell's three fixed links (calculator, blog, contacts), as list items for the footer and the mobile menu. */
export function FixedLinks() {
  const { t, locale } = usePage();
  const links = [
    { label: t("nav.calculator"), to: paths.calculator(locale) },
    { label: t("nav.blog"), to: paths.blog(locale) },
    { label: t("nav.contacts"), to: paths.contacts(locale) },
  ];
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </>
  );
}
