/**
 * @jest-environment jsdom
 */
import { classifyInstalledWorker, noteWorkerAtLoad, resetServiceWorkerRelease } from "../service-worker-release";

/** A page's service-worker container as the browser shows it when the page loads. */
function container(controlled: boolean, activeRegistration: boolean) {
  return {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: () => Promise.resolve(activeRegistration ? { active: {} } : undefined),
  } as unknown as ServiceWorkerContainer;
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => resetServiceWorkerRelease());

test("a first visit: the worker that installs is the first install, whichever hook Gatsby reports it through", async () => {
  noteWorkerAtLoad(container(false, false));
  await settled();
  expect(classifyInstalledWorker()).toBe("first install");
});

test("a first visit that stays open: the next worker to install is a release", async () => {
  noteWorkerAtLoad(container(false, false));
  await settled();
  classifyInstalledWorker();
  expect(classifyInstalledWorker()).toBe("release");
  expect(classifyInstalledWorker()).toBe("release");
});

test("a page the site's worker controlled as it loaded: a worker that installs is a release", async () => {
  noteWorkerAtLoad(container(true, true));
  expect(classifyInstalledWorker()).toBe("release");
});

test("a hard reload (not controlled, but the site has an active worker): a worker that installs is a release", async () => {
  noteWorkerAtLoad(container(false, true));
  await settled();
  expect(classifyInstalledWorker()).toBe("release");
});

test("a browser without service workers (jsdom has none): nothing is noted, and nothing throws", () => {
  expect(navigator.serviceWorker).toBeUndefined();
  expect(() => noteWorkerAtLoad()).not.toThrow();
  expect(classifyInstalledWorker()).toBe("first install");
});
