/** The publisher's entry: the HTTP service the CMS webhook calls, and the release store it publishes into. */
export { Publisher, randomToken, type PublisherOptions } from "./publisher";
export { KEEP, newRelease, ReleaseStore, releasesDir, type Release } from "./releases";
export { publishPort, publishToken, startPublisher } from "./start-publisher";
