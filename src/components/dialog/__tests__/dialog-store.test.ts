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
    expect(store().stack).toEqual(["call"]);
    store().open("consultation");
    expect(store().stack).toEqual(["consultation"]);
  });

  it("closes one, all others, or all", () => {
    store().open("call");
    store().close("call");
    expect(store().stack).toEqual([]);
    useDialogStore.setState({ stack: ["success", "call"] });
    store().closeOthers("call");
    expect(store().stack).toEqual(["call"]);
    store().closeAll();
    expect(store().stack).toEqual([]);
  });

  it("refuses and logs a dialog that is not registered", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    store().open("calculator");
    expect(store().stack).toEqual([]);
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
    expect(store().stack).toEqual([]);
  });

  it("counts instances, so a second mount of the same dialog keeps it registered", () => {
    const second = store().register("call");
    unregister[0]!();
    expect(store().isRegistered("call")).toBe(true);
    second();
    expect(store().isRegistered("call")).toBe(false);
  });
});
