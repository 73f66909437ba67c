/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../error-boundary";

function Broken(): never {
  throw new Error("template exploded");
}

describe("ErrorBoundary", () => {
  it("shows the failure, its details and the way home instead of a blank page", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary
        message="A apărut o eroare"
        details={(message) => `Detalii: ${message}`}
        homeLabel="Pagina principală"
        homePath="/"
      >
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "A apărut o eroare" })).toBeInTheDocument();
    expect(screen.getByText("Detalii: template exploded")).toBeInTheDocument();
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
