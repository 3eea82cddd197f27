/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that usually ends the sentence around an address rather than the address itself.
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * Splits a message into text and http(s) links. Only addresses that parse as http or https become
 * links; everything else (phone numbers, other schemes, HTML) stays text, rendered as text.
 */
export function linkify(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    let address = match[0];
    const trailing = TRAILING.exec(address);
    if (trailing) address = address.slice(0, -trailing[0].length);
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
