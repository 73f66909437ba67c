/** The publisher's entry: the HTTP service the CMS webhook calls, and the release store it publishes into. */
export { Publisher, randomToken, type PublisherOptions } from "./publisher";
export { newRelease, type Release } from "./release";
export { KEEP, ReleaseStore, releasesDir } from "./releases";
export { DEFAULT_PUBLISH_PORT, readPublisherConfig, type PublisherConfig } from "./config";
export { startPublisher } from "./start-publisher";
