/**
 * A 44 px button that is only a chevron (down while folded, up while open), beside the heading of what it unfolds:
 * the footer's link groups and the folded sections on a phone. Its name comes from `label` or from the heading
 * (`labelledBy`).
 */
export function ChevronButton({
  className,
  expanded,
  controls,
  onToggle,
  label,
  labelledBy,
}: {
  className: string;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  label?: string;
  labelledBy?: string;
}) {
  return (
    <button
      type="button"
      className={`chevron-button ${className}`}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      aria-labelledby={labelledBy}
      onClick={onToggle}
    >
      <span aria-hidden="true" className="chevron-button__chevron" />
    </button>
  );
}
