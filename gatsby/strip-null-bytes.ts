/**
 * React 18.3's renderToPipeableStream (which Gatsby uses for static HTML) can flush stray NUL bytes where a
 * multi-byte character meets its 2048-byte buffer boundary (facebook/react#31134, fixed only in React 19): the
 * browser shows them as '�' in Romanian and Russian text. NUL never belongs in HTML, so the build removes them
 * (finishBuildOutput, from each HTML file Gatsby wrote).
 */
export function withoutNullBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}
