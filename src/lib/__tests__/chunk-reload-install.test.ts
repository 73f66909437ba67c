/**
 * @jest-environment jsdom
 */
import { installChunkReload } from "../chunk-reload";
import { installTypedInputTracking } from "../typed-input";

const reload = jest.fn();
installTypedInputTracking();
installChunkReload(reload);

function chunkFails() {
  const error = Object.assign(new Error("Loading chunk 551 failed."), { name: "ChunkLoadError" });
  const event = new ErrorEvent("error", { error, cancelable: true });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  reload.mockClear();
  window.sessionStorage.clear();
  document.body.innerHTML = "";
});

describe("installChunkReload", () => {
  it("reloads once when a chunk fails and nothing was typed", () => {
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads while the visitor has typed into a form field on the page", () => {
    document.body.innerHTML = '<dialog open><form><input type="text" aria-label="Name"></form></dialog>';
    const input = document.querySelector("input")!;
    input.value = "Ion";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    chunkFails();
    expect(reload).not.toHaveBeenCalled();
    // The dialog closed (its lead sent): the next failure may reload.
    document.body.innerHTML = "";
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("neither reloads nor reports a chunk the browser cancelled because the visitor is leaving the page", () => {
    window.dispatchEvent(new Event("beforeunload"));
    const event = chunkFails();
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
    // The leave did not happen (a download, a cancelled navigation): the visitor uses the page again.
    window.dispatchEvent(new Event("pointerdown"));
    expect(chunkFails().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
