import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { whenIdle } from "../../lib/idle";
import type { SubmitHandler } from "./contact-part";
import { askForContact } from "./deferred-contact";

const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * The page's side of a form whose contact part is deferred: asks for the part when the page is idle or the visitor
 * reaches for the form, and holds a submit that comes before the part is ready until it is, then makes it again.
 */
export function useDeferredForm() {
  const form = useRef<HTMLFormElement>(null);
  const submitHandler = useRef<SubmitHandler | null>(null);
  const submitPending = useRef(false);

  // Listened to on the document, in the capture phase: React stops events aimed at a region it has not hydrated.
  useEffect(() => {
    const cancelIdle = whenIdle(askForContact);
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && form.current?.contains(event.target)) askForContact();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
    return () => {
      cancelIdle();
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    };
  }, []);

  const bindSubmit = useCallback((handler: SubmitHandler | null) => {
    submitHandler.current = handler;
    if (handler && submitPending.current) {
      submitPending.current = false;
      form.current?.requestSubmit();
    }
  }, []);
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (submitHandler.current) return void submitHandler.current(event);
    event.preventDefault();
    submitPending.current = true;
    askForContact();
  }, []);
  return { form, onSubmit, bindSubmit };
}
