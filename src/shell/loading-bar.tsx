import type { CSSProperties } from "react";
import { usePage } from "../lib/i18n";
import { LOADING_BAR, useLoadingBar } from "../lib/loading-bar";

const style = { "--loading-duration": `${LOADING_BAR.durationMs}ms` } as CSSProperties;

/** The navigation loading bar (src/lib/loading-bar.ts drives it): fixed at the top, so it never shifts the layout. */
export function LoadingBar() {
  const { t } = usePage();
  const phase = useLoadingBar((state) => state.phase);
  if (phase === "idle") return null;
  return (
    <div
      className={`loading-bar is-loading${phase === "done" ? " is-done" : ""}`}
      role="progressbar"
      aria-label={t("loadingBar.label")}
      style={style}
    />
  );
}
