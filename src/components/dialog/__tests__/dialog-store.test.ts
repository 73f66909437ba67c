import { useDialogStore } from "../dialog-store";

const store = () => useDialogStore.getState();

describe("dialog store", () => {
  let unregister: Array<() => void> = [];
  beforeEach(() => {
    store().reset();
    unregister = (["call", "consultation", "success"] as const).map((name) => store().register(name));
  });

  it("opens a registered dialog and keeps only one open", () => {
    store().open("call");
    expect(store().current).toBe("call");
    store().open("consultation");
    expect(store().current).toBe("consultation");
  });

  it("closes the named dialog only, or all", () => {
    store().open("call");
    store().close("consultation");
    expect(store().current).toBe("call");
    store().close("call");
    expect(store().current).toBeNull();
    store().open("success");
    store().closeAll();
    expect(store().current).toBeNull();
  });

  it("preloads a dialog's content through what it registered, and nothing for others", () => {
    const preload = jest.fn();
    const unregisterCalculator = store().register("calculator", preload);
    store().preload("call");
    expect(preload).not.toHaveBeenCalled();
    store().preload("calculator");
    expect(preload).toHaveBeenCalledTimes(1);
    unregisterCalculator();
    store().preload("calculator");
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("refuses and logs a dialog that is not registered", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    store().open("calculator");
    expect(store().current).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("'calculator' is not registered"));
    error.mockRestore();
  });

  it("keeps a registry of mounted dialogs and closes a dialog when it unmounts", () => {
    expect(store().isRegistered("call")).toBe(true);
    expect(store().isRegistered("calculator")).toBe(false);
    expect(store().isRegistered("content")).toBe(false);
    store().open("call");
    unregister[0]!();
    expect(store().isRegistered("call")).toBe(false);
    expect(store().current).toBeNull();
  });

  it("counts instances, so a second mount of the same dialog keeps it registered", () => {
    const second = store().register("call");
    unregister[0]!();
    expect(store().isRegistered("call")).toBe(true);
    second();
    expect(store().isRegistered("call")).toBe(false);
  });
});
