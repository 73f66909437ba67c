import { Link } from "gatsby";
import { usePage } from "../lib/i18n";
import { paths } from "../lib/paths";
import type { ShellData } from "./use-shell-data";

/** A category's subcategory links as list items: the header's dropdown, the mobile menu and the footer list them. */
export function SubcategoryItems({
  category,
  linkClassName,
}: {
  category: ShellData["categories"][number];
  linkClassName?: string;
}) {
  const { locale } = usePage();
  return (
    <>
      {category.subcategories.map((sub) => (
        <li key={sub.remoteId}>
          <Link to={paths.subcategory(locale, category.slug, sub.slug)} className={linkClassName}>
            {sub.title}
          </Link>
        </li>
      ))}
    </>
  );
}
