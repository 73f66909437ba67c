import { useState, type ReactNode } from "react";
import { usePage } from "../lib/i18n";
import { FoldToggle } from "./fold-toggle";

/**
 * A long text that a phone shows by its first lines (`.folded-text`, buttons.css: below the `compact` breakpoint),
 * with a button that unfolds the rest; whole from 575 px. `long` says whether the text can outgrow those lines at
 * all: a short one gets no button.
 */
export function FoldedText({
  id,
  long,
  as: Element = "div",
  className = "",
  children,
}: {
  id: string;
  long: boolean;
  as?: "div" | "blockquote";
  className?: string;
  children: ReactNode;
}) {
  const { t } = usePage();
  const [unfolded, setUnfolded] = useState(false);
  return (
    <>
      <Element id={id} className={`${className}${long ? " folded-text" : ""}${unfolded ? " is-unfolded" : ""}`}>
        {children}
      </Element>
      {long && (
        <FoldToggle
          controls={id}
          expanded={unfolded}
          onToggle={() => setUnfolded((open) => !open)}
          more={t("common.readAll")}
          less={t("common.readLess")}
        />
      )}
    </>
  );
}
