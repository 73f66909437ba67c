import { usePage } from "../../lib/i18n";
import { dayGroups, type DayGroup, type OpeningSpan } from "../../lib/opening-hours";

/** "Lu–Vi" or "Luni – Vineri", a single day as itself. */
function days(t: (key: string) => string, group: DayGroup, form: "short" | "name") {
  const first = t(`weekdays.${group.first}.${form}`);
  if (group.first === group.last) return first;
  return `${first}${form === "short" ? "–" : " – "}${t(`weekdays.${group.last}.${form}`)}`;
}

/** "09:00–18:00", "08:00–12:00, 13:00–17:00", or closed. */
function spans(t: (key: string) => string, group: DayGroup) {
  return group.spans.length === 0
    ? t("company.closed")
    : group.spans.map(({ opens, closes }) => `${opens}–${closes}`).join(", ");
}

/** The week's opening hours as a table (the contacts page), consecutive days with equal hours on one row. */
export function OpeningHoursTable({ hours }: { hours: readonly OpeningSpan[] }) {
  const { t } = usePage();
  const groups = dayGroups(hours);
  if (groups.length === 0) return null;
  return (
    <table className="opening-hours">
      <caption className="sr-only">{t("company.hoursTable")}</caption>
      <tbody>
        {groups.map((group) => (
          <tr key={group.first} className={group.spans.length === 0 ? "opening-hours__closed" : undefined}>
            <th scope="row">{days(t, group, "name")}</th>
            <td>{spans(t, group)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The week's opening hours in a line per group of days ("Lu–Vi 09:00–18:00"): the footer. */
export function OpeningHoursLines({ hours, className }: { hours: readonly OpeningSpan[]; className?: string }) {
  const { t } = usePage();
  const groups = dayGroups(hours);
  if (groups.length === 0) return null;
  return (
    <ul className={className}>
      {groups.map((group) => (
        <li key={group.first}>
          <abbr title={days(t, group, "name")}>{days(t, group, "short")}</abbr> {spans(t, group)}
        </li>
      ))}
    </ul>
  );
}
