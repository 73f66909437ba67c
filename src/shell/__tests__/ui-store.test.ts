import { useUiStore } from "../ui-store";

const ui = () => useUiStore.getState();

describe("ui store", () => {
  beforeEach(() => ui().reset());

  it("opens one shell panel at a time and toggles it closed", () => {
    ui().toggle("mobileMenu");
    expect(ui().panel).toBe("mobileMenu");
    ui().toggle("callMenu");
    expect(ui().panel).toBe("callMenu");
    ui().toggle("callMenu");
    expect(ui().panel).toBeNull();
  });

  it("expands one mobile menu category at a time; clicking the open one collapses it", () => {
    ui().toggleCategory(1);
    ui().toggleCategory(2);
    expect(ui().expandedCategory).toBe(2);
    ui().toggleCategory(2);
    expect(ui().expandedCategory).toBeNull();
  });

  it("closes everything (as a layout does when it mounts)", () => {
    ui().toggle("mobileMenu");
    ui().toggleCategory(3);
    ui().close();
    expect(ui()).toMatchObject({ panel: null, expandedCategory: null });
  });
});
