/** The publisher's entry: the HTTP service the CMS webhook calls, and the release store it publishes into. */
export { Publisher, randomToken, type PublisherOptions } from "./publisher";
export { newRelease, type Release } from "./release";
export { KEEP, ReleaseStore, releasesDir } from "./releases";
export { publishPort, publishToken, startPublisher } from "./start-publisher";
