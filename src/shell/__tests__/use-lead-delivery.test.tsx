/**
 * @jest-environment jsdom
 */
import { act, render } from "@testing-library/react";
import { useDialogStore } from "../../components/dialog/dialog-store";
import { useConsentStore } from "../../features/consent";
import { LEAD_PATHS } from "../../features/leads";
import { reportSubmitted } from "../../features/leads/lead-delivery";
import { appendCrmScript } from "../crm-script";
import { useLeadDelivery } from "../use-lead-delivery";

jest.mock("../crm-script");

const CRM = "https://crm.example/form.js";

function Shell({ crm }: { crm: string }) {
  useLeadDelivery(crm);
  return null;
}

const crmScripts = () => jest.mocked(appendCrmScript).mock.calls.filter(([src]) => src === CRM).length;

describe("the shell's answer to a sent lead", () => {
  beforeEach(() => {
    useDialogStore.getState().reset();
    for (const name of ["call", "success"] as const) useDialogStore.getState().register(name);
    jest.mocked(appendCrmScript).mockClear();
    useConsentStore.getState().set({ analytics: false, marketing: true });
  });

  it("shows the success dialog alone and appends the CRM script after a call or consultation request", () => {
    render(<Shell crm={CRM} />);
    act(() => useDialogStore.getState().open("call"));
    act(() => reportSubmitted({ path: LEAD_PATHS.invoice, status: "queued" }));
    expect(useDialogStore.getState().current).toBe("success");
    expect(crmScripts()).toBe(1);
  });

  it("shows the success dialog but no CRM script after a calculator request, or when none is configured", () => {
    const { unmount } = render(<Shell crm={CRM} />);
    act(() => reportSubmitted({ path: LEAD_PATHS.calculator, status: "delivered" }));
    expect(useDialogStore.getState().current).toBe("success");
    expect(crmScripts()).toBe(0);
    unmount();
    render(<Shell crm="" />);
    act(() => reportSubmitted({ path: LEAD_PATHS.invoice, status: "delivered" }));
    expect(appendCrmScript).not.toHaveBeenCalled();
  });

  it("appends no CRM script without marketing consent, and still shows the success dialog", () => {
    useConsentStore.getState().set({ analytics: true, marketing: false });
    render(<Shell crm={CRM} />);
    act(() => reportSubmitted({ path: LEAD_PATHS.invoice, status: "delivered" }));
    expect(useDialogStore.getState().current).toBe("success");
    expect(crmScripts()).toBe(0);
  });

  it("stops answering once the layout is gone", () => {
    const { unmount } = render(<Shell crm={CRM} />);
    unmount();
    act(() => reportSubmitted({ path: LEAD_PATHS.invoice, status: "delivered" }));
    expect(useDialogStore.getState().current).toBeNull();
    expect(crmScripts()).toBe(0);
  });
});
