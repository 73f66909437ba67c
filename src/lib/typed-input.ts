/**
 * Whether the visitor has typed something a reload would throw away: a text field they changed that is still on
 * the page and not empty (a dialog that closed after a submit took its fields with it). Fields are recorded on the
 * `input` event rather than compared with their default values, because React keeps a controlled field's default
 * value in step with its value.
 */
const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement>();

const TEXT_INPUTS = new Set(["text", "search", "tel", "email", "url", "number", "password"]);

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type);
}

export function installTypedInputTracking(root: Document = document) {
  root.addEventListener(
    "input",
    (event) => {
      if (isTextField(event.target)) typedInto.add(event.target);
    },
    true,
  );
}

export function hasTypedInput(): boolean {
  for (const field of typedInto) {
    if (!field.isConnected) typedInto.delete(field);
    else if (field.value.trim() !== "") return true;
  }
  return false;
}
