/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../error-boundary";

function Broken(): never {
  throw new Error("template exploded");
}

describe("ErrorBoundary", () => {
  it("shows the failure, what to do with a reference, and the way home instead of a blank page", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary
        message="A apărut o eroare"
        details={(reference) => `Spuneți-ne codul ${reference}.`}
        homeLabel="Pagina principală"
        homePath="/"
      >
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "A apărut o eroare" })).toBeInTheDocument();
    const shown = screen.getByText(/^Spuneți-ne codul Error-[0-9A-Z]+\.$/);
    // The program's own words stay in the log, beside the reference the visitor sees.
    expect(screen.queryByText(/template exploded/)).toBeNull();
    const reference = /codul (\S+)\./.exec(shown.textContent ?? "")![1]!;
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(reference),
      expect.objectContaining({ message: "template exploded" }),
    );
    expect(screen.getByRole("link", { name: "Pagina principală" })).toHaveAttribute("href", "/");
    error.mockRestore();
  });

  it("renders the page when nothing fails", () => {
    render(
      <ErrorBoundary message="x" details={() => ""} homeLabel="home" homePath="/">
        <p>Conținut</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Conținut")).toBeInTheDocument();
  });
});
