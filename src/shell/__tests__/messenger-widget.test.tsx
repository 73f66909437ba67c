/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MessengerWidget } from "../messenger-widget";
import { useUiStore } from "../ui-store";

const viber = {
  name: "viber",
  link: "viber://chat?number=%2B37369123456",
  backgroundColor: "#ffd166",
  cover: { localFile: { publicURL: "/static/abc/msg-viber.png" } },
};
const CHAT = "https://chat.example.com/widget.js";

describe("the messenger widget", () => {
  beforeEach(() => useUiStore.getState().close());

  it("is hidden with neither messengers nor a live chat", () => {
    const { container } = render(<MessengerWidget messengers={[]} phone={null} liveChatScriptUrl="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("offers the live chat when one is configured, even without messengers", () => {
    render(<MessengerWidget messengers={[]} phone={null} liveChatScriptUrl={CHAT} />);
    fireEvent.click(screen.getByRole("button", { name: "messengers.toggle" }));
    expect(screen.getByRole("button", { name: "messengers.liveChat" })).toBeVisible();
  });

  it("shows each messenger's cover as its icon and fills the button with its colour, text readable", () => {
    render(<MessengerWidget messengers={[viber]} phone={null} liveChatScriptUrl="" />);
    fireEvent.click(screen.getByRole("button", { name: "messengers.toggle" }));
    const link = screen.getByRole("link", { name: "messengers.viber" });
    expect(within(link).getByRole("presentation", { hidden: true })).toHaveAttribute(
      "src",
      "/static/abc/msg-viber.png",
    );
    expect(link).toHaveStyle({ background: "#ffd166", color: "#111111" });
  });

  it("closes as a dropdown does: on Escape, focus back on its button, and on a click elsewhere", () => {
    render(<MessengerWidget messengers={[viber]} phone={null} liveChatScriptUrl="" />);
    const toggle = screen.getByRole("button", { name: "messengers.toggle" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole("link", { name: "messengers.viber" }));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
