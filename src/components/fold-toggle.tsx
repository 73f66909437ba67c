/**
 * The button under a list that is folded on a phone (a list's details hidden below the `compact` breakpoint, by its
 * sheet): it says what unfolding shows, and the list's `is-unfolded` class follows `expanded`. Hidden where the
 * list is never folded.
 */
export function FoldToggle({
  controls,
  expanded,
  onToggle,
  more,
  less,
}: {
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  more: string;
  less: string;
}) {
  return (
    <button type="button" className="fold-toggle" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? less : more}
    </button>
  );
}
