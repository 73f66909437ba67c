/**
 * The consent feature (docs/privacy.md): the prompt, the choice, and the trackers that wait for it. The prompt's
 * library and web-vitals are chunks of their own, loaded only when needed.
 */
export { ConsentManager } from "./consent-manager";
export { CookieSettingsButton } from "./cookie-settings-button";
export { useConsentStore } from "./consent-store";
