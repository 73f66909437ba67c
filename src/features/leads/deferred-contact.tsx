import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { useHydrating } from "../../hooks/use-browser-value";
import { hydrateRoot, type Root } from "react-dom/client";
import { FormUnavailable } from "../../components/form-unavailable";
import { PageProvider, usePage } from "../../lib/i18n";
import type { PhoneNumber } from "../../lib/phones";
import type { ContactPartProps } from "./contact-part";

/** The element that holds a page form's contact fields: the floating contact button steps aside while one is on screen. */
export const CONTACT_HOST_CLASS = "contact-host";

/**
 * The contact part of the forms a page renders on the server (the calculator's request, the request card at the end of
 * a page) is in the forms' chunk (./form), loaded when it is asked for: when the page is idle, when the visitor
 * reaches for a form, or when a dialog preloads it. On the server it loads at once, so the page's HTML is complete
 * for crawlers and without a shift (docs/performance.md).
 */
const loadContact = () => import("./form").then((entry) => entry.ContactPart);
type ContactComponent = Awaited<ReturnType<typeof loadContact>>;
let contactComponent: ContactComponent | null = null;
let loading: Promise<ContactComponent> | null = null;

/** One load at a time; a failed one is forgotten, so that the next ask (offline, then back) tries again. */
function loadOnce(): Promise<ContactComponent> {
  loading ??= loadContact().then(
    (loaded) => (contactComponent = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

let asked = false;
let resolveAsked: () => void = () => undefined;
const contactAsked = new Promise<void>((resolve) => (resolveAsked = resolve));
const askListeners = new Set<() => void>();

/** The page is idle, or the visitor reached for a form: the contact part is wanted now. */
export function askForContact() {
  asked = true;
  resolveAsked();
  for (const listener of [...askListeners]) listener();
}

/** Loads the contact part now (a dialog, the shell's idle prefetch); a page's waiting parts then hydrate too. */
export function preloadContact(): Promise<ContactComponent> {
  askForContact();
  return loadOnce();
}

/** A lazy component remembers a failed load for good: after one, the next render (a retry) gets a fresh one. */
const contactLazy = () =>
  lazy(() =>
    (typeof window === "undefined" ? loadOnce() : contactAsked.then(loadOnce)).then(
      (loaded) => ({ default: loaded }),
      (error: unknown) => {
        LazyContact = contactLazy();
        throw error;
      },
    ),
  );
let LazyContact = contactLazy();

const NO_HTML = { __html: "" };

/**
 * Where the contact part is on the page.
 * - `server`: rendered into the page's HTML once loaded (the page's nearest Suspense boundary waits for it); in the
 *   browser, hydrated as part of the page when its code came before React reached it.
 * - `island`: the browser is hydrating that HTML before the part's code is here. React is given an element whose
 *   content it does not own (dangerouslySetInnerHTML), so it keeps the server's fields as they are; once the code
 *   has loaded, the part is hydrated there as a root of its own. It must not wait in a Suspense boundary of the
 *   page instead (nor sit in one of its own: React hydrates a boundary's content later than the rest): a boundary
 *   not hydrated yet is thrown away by React (error #421) when an update reaches it, and updates do (every choice
 *   in the calculator, every hash change: Gatsby re-renders the page with a new location), so the visitor's form
 *   would give way to "Loading…" and what they typed would be lost.
 * - `tree`: rendered by the browser (a page reached by client navigation, a dialog): an ordinary lazy part with its
 *   own boundary and loading text.
 */
type Mode = "server" | "island" | "tree";

/** The contact part of a page's form, hydrated apart from the page and later. */
export function DeferredContact({ phone, ...props }: ContactPartProps & { phone: PhoneNumber | null }) {
  const page = usePage();
  const { t } = page;
  const hydrating = useHydrating();
  const [mode] = useState<Mode>(() => {
    if (typeof window === "undefined") return "server";
    // Hydrating with the code already here (the shell's idle prefetch or a dialog loaded it before React reached
    // this part, as happens on a busy device): exactly the server's markup, no Suspense boundary the server's HTML
    // lacks. A mismatch there makes React throw the region's HTML away and render it anew, losing what was typed.
    if (hydrating) return contactComponent ? "server" : "island";
    return "tree";
  });
  // Chosen once: swapping the lazy component for the loaded one later would remount the fields, losing what was typed.
  const [Contact] = useState(() => contactComponent ?? LazyContact);
  const host = useRef<HTMLDivElement>(null);
  // The island is hydrated once, with what the part was first given (the page passes stable props).
  const first = useRef({ props, page });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (mode !== "island") return;
    let root: Root | null = null;
    let gone = false;
    const start = () => {
      loadOnce().then(
        (Loaded) => {
          if (gone || root || !host.current) return;
          askListeners.delete(start);
          setFailed(false);
          const { props: given, page: context } = first.current;
          const element = host.current;
          // A root's first render is one task unless it is a transition, which yields to the browser every few
          // milliseconds (a key or click on the part still hydrates it at once, then is handled).
          startTransition(() => {
            root = hydrateRoot(
              element,
              <PageProvider t={context.t} locale={context.locale} alternates={context.alternates}>
                <Loaded {...given} />
              </PageProvider>,
            );
          });
        },
        // Offline before the code came: the server's fields stay with what was typed, the visitor is told, and the
        // next ask (the retry button, a focus, a key, a submit) tries again.
        (error: unknown) => {
          console.error("The request form could not be loaded", error);
          if (!gone) setFailed(true);
        },
      );
    };
    askListeners.add(start);
    if (asked) start();
    return () => {
      gone = true;
      askListeners.delete(start);
      // Not while the page's own root is committing (React would warn of a race); the host is already detached.
      const island = root;
      if (island) queueMicrotask(() => island.unmount());
    };
  }, [mode]);

  if (mode === "island") {
    return (
      <>
        <div ref={host} className={CONTACT_HOST_CLASS} dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning />
        {failed && <FormUnavailable phone={phone} retry={askForContact} />}
      </>
    );
  }
  const part = (
    <div ref={host} className={CONTACT_HOST_CLASS}>
      <Contact {...props} />
    </div>
  );
  if (mode === "server") return part;
  return <Suspense fallback={<p role="status">{t("common.loading")}</p>}>{part}</Suspense>;
}
