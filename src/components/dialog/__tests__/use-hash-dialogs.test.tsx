/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { useDialogStore } from "../dialog-store";
import { HASH_DIALOG_WAIT_MS, hashName, useHashDialogs } from "../use-hash-dialogs";

function Probe() {
  useHashDialogs();
  return null;
}

describe("useHashDialogs", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useDialogStore.getState().reset();
    window.history.replaceState(null, "", "/contacts");
  });
  afterEach(() => jest.useRealTimers());

  it("opens a registered dialog named by the hash and clears the hash", () => {
    useDialogStore.getState().register("call");
    window.history.replaceState(null, "", "/contacts#call");
    render(<Probe />);
    expect(useDialogStore.getState().current).toBe("call");
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/contacts");
  });

  it("waits for a dialog that registers within a second", () => {
    window.history.replaceState(null, "", "/contacts#consultation");
    render(<Probe />);
    expect(useDialogStore.getState().current).toBeNull();
    act(() => {
      jest.advanceTimersByTime(HASH_DIALOG_WAIT_MS / 2);
      useDialogStore.getState().register("consultation");
    });
    expect(useDialogStore.getState().current).toBe("consultation");
  });

  it("logs an error when no dialog of that name registers within a second", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState(null, "", "/contacts#calculator");
    render(<Probe />);
    act(() => {
      jest.advanceTimersByTime(HASH_DIALOG_WAIT_MS - 1);
    });
    expect(error).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'calculator'"));
    error.mockRestore();
  });

  it("leaves a hash naming an element of the page (an anchor) alone", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState(null, "", "/contacts#content");
    render(
      <main id="content">
        <Probe />
      </main>,
    );
    act(() => {
      jest.advanceTimersByTime(HASH_DIALOG_WAIT_MS * 2);
    });
    expect(error).not.toHaveBeenCalled();
    expect(window.location.hash).toBe("#content");
    error.mockRestore();
  });

  it("logs an error after a second for a hash naming neither a dialog nor an anchor", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState(null, "", "/contacts#no-such-dialog");
    render(<Probe />);
    act(() => {
      jest.advanceTimersByTime(HASH_DIALOG_WAIT_MS - 1);
    });
    expect(error).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'no-such-dialog'"));
    expect(useDialogStore.getState().current).toBeNull();
    error.mockRestore();
  });

  it("reacts to a hash change after the page loaded", () => {
    useDialogStore.getState().register("success");
    render(<Probe />);
    act(() => {
      window.history.replaceState(null, "", "/contacts#success");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(useDialogStore.getState().current).toBe("success");
  });

  it("ignores a malformed hash, on load and on hashchange, without throwing", () => {
    useDialogStore.getState().register("call");
    window.history.replaceState(null, "", "/contacts#%");
    expect(() => render(<Probe />)).not.toThrow();
    expect(useDialogStore.getState().current).toBeNull();
    window.history.replaceState(null, "", "/contacts#%E0%A4%A");
    expect(() => act(() => void window.dispatchEvent(new HashChangeEvent("hashchange")))).not.toThrow();
    expect(useDialogStore.getState().current).toBeNull();
    expect(hashName("#%")).toBeNull();
    expect(hashName("#call")).toBe("call");
  });
});
