/** @jest-environment jsdom */
import { act, useState } from "react";
import { hydratePage } from "../hydrate";

function Page() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    </div>
  );
}

describe("hydratePage", () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates the server's markup, keeping its elements, and the page answers clicks", async () => {
    const container = document.createElement("div");
    // What Gatsby's server rendering of <Page /> writes.
    container.innerHTML = '<div id="gatsby-focus-wrapper"><button type="button">Pressed <!-- -->0</button></div>';
    document.body.append(container);
    const serverButton = container.querySelector("button")!;
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});

    await act(async () => hydratePage(<Page />, container));
    await act(async () => serverButton.click());

    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton.textContent).toBe("Pressed 1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders a page that has no server markup (the offline app shell)", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    document.body.append(container);

    await act(async () => hydratePage(<Page />, container));

    expect(container.querySelector("button")?.textContent).toBe("Pressed 0");
  });
});
