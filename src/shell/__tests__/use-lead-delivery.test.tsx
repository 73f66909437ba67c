/**
 * @jest-environment jsdom
 */
import { act, render } from "@testing-library/react";
import { useDialogStore } from "../../components/dialog/dialog-store";
import { useConsentStore } from "../../features/consent";
import type { LeadKind } from "../../../contract/browser";
import { useLeadStatus } from "../../features/leads";
import { appendCrmScript } from "../crm-script";
import { useLeadDelivery } from "../use-lead-delivery";

jest.mock("../crm-script");

const CRM = "https://crm.example/form.js";

function Shell({ crm }: { crm: string }) {
  useLeadDelivery(crm);
  return null;
}

/** What the leads feature does when a form sends a request. */
const submitted = (kind: LeadKind, status: "sending" | "delivered" | "queued") =>
  useLeadStatus.getState().submitted(kind, status);

const crmScripts = () => jest.mocked(appendCrmScript).mock.calls.filter(([src]) => src === CRM).length;

describe("the shell's answer to a sent lead", () => {
  beforeEach(() => {
    useDialogStore.getState().reset();
    useLeadStatus.getState().reset();
    for (const name of ["call", "success"] as const) useDialogStore.getState().register(name);
    jest.mocked(appendCrmScript).mockClear();
    useConsentStore.getState().set({ analytics: false, marketing: true });
  });

  it("shows the success dialog alone and appends the CRM script after a call or consultation request", () => {
    render(<Shell crm={CRM} />);
    act(() => useDialogStore.getState().open("call"));
    act(() => submitted("call", "queued"));
    expect(useDialogStore.getState().current).toBe("success");
    expect(crmScripts()).toBe(1);
  });

  it("shows the success dialog but no CRM script after a calculator request, or when none is configured", () => {
    const { unmount } = render(<Shell crm={CRM} />);
    act(() => submitted("calculator", "delivered"));
    expect(useDialogStore.getState().current).toBe("success");
    expect(crmScripts()).toBe(0);
    unmount();
    render(<Shell crm="" />);
    act(() => submitted("call", "delivered"));
    expect(appendCrmScript).not.toHaveBeenCalled();
  });

  it("appends no CRM script without marketing consent, and still shows the success dialog", () => {
    useConsentStore.getState().set({ analytics: true, marketing: false });
    render(<Shell crm={CRM} />);
    act(() => submitted("call", "delivered"));
    expect(useDialogStore.getState().current).toBe("success");
    expect(crmScripts()).toBe(0);
  });

  it("stops answering once the layout is gone", () => {
    const { unmount } = render(<Shell crm={CRM} />);
    unmount();
    act(() => submitted("call", "delivered"));
    expect(useDialogStore.getState().current).toBeNull();
    expect(crmScripts()).toBe(0);
  });
});
