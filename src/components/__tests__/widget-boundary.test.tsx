/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { PageProvider } from "../../lib/i18n";
import { createTranslator } from "../../lib/translate";
import { WidgetBoundary } from "../widget-boundary";

// A flag, not a count: React renders a failed tree once more before it gives up on it.
let broken = false;
function Flaky() {
  if (broken) throw new Error("carousel exploded");
  return <p>Slides</p>;
}

const strings = { widget: { failed: "Această parte a paginii nu a putut fi afișată.", retry: "Încearcă din nou" } };
const t = createTranslator(strings, "ro");

describe("WidgetBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("keeps a widget's failure inside the widget, with a retry that renders it afresh", () => {
    broken = true;
    render(
      <PageProvider t={t} locale="ro" alternates={{}}>
        <h1>Pagina</h1>
        <WidgetBoundary name="carousel">
          <Flaky />
        </WidgetBoundary>
      </PageProvider>,
    );
    expect(screen.getByRole("heading", { name: "Pagina" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(strings.widget.failed);
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: strings.widget.retry }));
    expect(screen.getByText("Slides")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("gives the attempt number to a render function, so lazily loaded code is asked for again", () => {
    const attempts: number[] = [];
    broken = true;
    render(
      <WidgetBoundary name="dialog" fallback={(retry) => <button onClick={retry}>again</button>}>
        {(attempt) => {
          attempts.push(attempt);
          return <Flaky />;
        }}
      </WidgetBoundary>,
    );
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "again" }));
    expect(screen.getByText("Slides")).toBeInTheDocument();
    expect(attempts).toContain(0);
    expect(attempts.at(-1)).toBe(1);
  });
});
