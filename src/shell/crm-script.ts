/** Spec: after a call or consultation request the CRM form script is appended to the page (when configured). */
export function appendCrmScript(src: string) {
  if (!src) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.crmForm = "true";
  document.body.appendChild(script);
}
