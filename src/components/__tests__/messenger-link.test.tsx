/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { MessengerLink, type MessengerData } from "../messenger-link";

const viber: MessengerData = {
  name: "Viber",
  link: "+37369123456",
  backgroundColor: "#7360f2",
  cover: { localFile: { publicURL: "/static/x/msg-viber.png" } },
};

/** The icon is decorative (alt="", aria-hidden), so it is found among hidden elements by its presentation role. */
const icon = () => screen.getByRole("presentation", { hidden: true });

describe("MessengerLink", () => {
  it("puts the messenger's colour behind its icon on a plain button (covers are often white glyphs)", () => {
    render(<MessengerLink messenger={viber} className="messenger-link" />);
    expect(screen.getByRole("link", { name: /viber/i })).not.toHaveAttribute("style");
    expect(icon().getAttribute("src")).toBe("/static/x/msg-viber.png");
    expect(icon().style.background).toMatch(/rgb\(115, 96, 242\)|#7360f2/);
  });

  it("colours the whole button when filled, and not the icon again", () => {
    render(<MessengerLink messenger={viber} className="pill" filled />);
    expect(screen.getByRole("link", { name: /viber/i }).style.background).toMatch(/rgb\(115, 96, 242\)|#7360f2/);
    expect(icon().style.background).toBe("");
  });

  it("leaves the icon as it is without a colour", () => {
    render(<MessengerLink messenger={{ ...viber, backgroundColor: null }} className="messenger-link" />);
    expect(icon().style.background).toBe("");
  });
});
