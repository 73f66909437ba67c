/** The lead form is a separate chunk (react-hook-form, yup, the mask): content pages do not pay for it up front. */
export const loadLeadForm = () => import("../leads/lead-form");

export function preloadLeadForm() {
  void loadLeadForm();
}
