import * as layout from '@mandap/shared/messages/en/layout';
import { language } from '@mandap/shared/messages/en/locale';
import { LANGUAGES, pathIn } from '@mandap/shared/messages/languages';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

/**
 * The head of a public page (title, description, canonical link, Open Graph, JSON-LD), written by
 * the server into its HTML and kept right by RouteHead when the app navigates.
 */
export interface HeadTags {
  title: string;
  description: string;
  /**
   * The page's canonical path and query in English, e.g. `/Vendors/42/shaadi-studio`; made
   * absolute, under /hi/ on a Hindi page, with an alternate for each language.
   */
  canonicalPath: string;
  /** e.g. `noindex` for a search page with filters no one should find through a search engine. */
  robots?: string;
  /** Open Graph type; `website` unless told. */
  ogType?: string;
  /** An image URL, absolute or a path on this site. */
  ogImage?: string | null;
  /** schema.org objects, each written as one `<script type="application/ld+json">`. */
  jsonLd?: object[];
}

/** What a route module's `handle` carries for its head: its tags, from its loader's data. */
export interface HeadHandle {
  head: (loaderData: unknown) => HeadTags;
}

export const SITE_NAME = 'Mandap';

/** index.html's own description, which pages without head tags of their own keep. */
export const DEFAULT_DESCRIPTION = layout.siteDescription;

/** Marks the elements the server and RouteHead write, so a navigation can replace them. */
export const HEAD_ATTRIBUTE = 'data-head';

/** One element of the head: a void tag and its attributes, or a script and its text. */
export type HeadElement =
  | { tag: 'meta' | 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: Record<string, string>; text: string };

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/**
 * JSON for a `<script>` element: `<` is written as `\u003c` so that no value (a firm name with
 * `</script>` in it) can end the element early; U+2028/2029 likewise for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Every element of the head but the title, in the order they are written. */
export function headElements(tags: HeadTags, origin: string): HeadElement[] {
  const inLanguage = (lang: string) =>
    absolute(pathIn(lang === 'hi' ? 'hi' : 'en', tags.canonicalPath), origin);
  const url = inLanguage(language);
  const image = tags.ogImage ? absolute(tags.ogImage, origin) : null;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const elements: HeadElement[] = [
    meta('name', 'description', tags.description),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    // Each language's page names the other and English as the default (issue 32).
    ...LANGUAGES.map(
      (lang): HeadElement => ({
        tag: 'link',
        attributes: { rel: 'alternate', hreflang: lang, href: inLanguage(lang) },
      }),
    ),
    {
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: 'x-default', href: inLanguage('en') },
    },
  ];
  if (tags.robots) elements.push(meta('name', 'robots', tags.robots));
  elements.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', tags.ogType ?? 'website'),
  );
  if (image) elements.push(meta('property', 'og:image', image));
  elements.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  for (const item of tags.jsonLd ?? []) {
    elements.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: scriptSafeJson(item),
    });
  }
  return elements;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The head's HTML for the server: the title, then every element marked for RouteHead. */
export function renderHeadTags(tags: HeadTags, origin: string): string {
  const parts = [`<title>${escapeHtml(tags.title)}</title>`];
  for (const element of headElements(tags, origin)) {
    const attributes = attributesHtml({ ...element.attributes, [HEAD_ATTRIBUTE]: '' });
    parts.push(
      element.tag === 'script'
        ? `<script${attributes}>${element.text}</script>`
        : `<${element.tag}${attributes}>`,
    );
  }
  return parts.join('\n    ');
}

/** A route's head handle, when its `handle` has one. */
export function headOf(handle: unknown): HeadHandle['head'] | undefined {
  if (typeof handle !== 'object' || handle === null || !('head' in handle)) return undefined;
  const head = (handle as { head: unknown }).head;
  return typeof head === 'function' ? (head as HeadHandle['head']) : undefined;
}

/**
 * The head tags of the deepest matched route that has them, from that route's loader data; none
 * when that route has no data (its loader failed: the error page keeps the default head).
 */
export function deepestHead(
  matches: ReadonlyArray<{ handle: unknown; data: unknown }>,
): HeadTags | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const head = match ? headOf(match.handle) : undefined;
    if (match && head) return match.data === undefined ? undefined : head(match.data);
  }
  return undefined;
}

function applyHead(tags: HeadTags | undefined): void {
  const head = document.head;
  for (const element of head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) element.remove();
  if (!tags) {
    // The page's own screen sets its title (a React <title>); only the description comes back.
    if (!head.querySelector('meta[name="description"]')) {
      const meta = document.createElement('meta');
      meta.name = 'description';
      meta.content = DEFAULT_DESCRIPTION;
      meta.setAttribute(HEAD_ATTRIBUTE, '');
      head.append(meta);
    }
    return;
  }
  document.title = tags.title;
  for (const element of head.querySelectorAll('meta[name="description"]')) element.remove();
  for (const item of headElements(tags, window.location.origin)) {
    const element = document.createElement(item.tag);
    for (const [name, value] of Object.entries(item.attributes)) element.setAttribute(name, value);
    if (item.tag === 'script') element.textContent = item.text;
    element.setAttribute(HEAD_ATTRIBUTE, '');
    head.append(element);
  }
}

/**
 * Keeps the head right as the app navigates: the deepest matched route's `handle.head` applied to
 * the title and the tags. On the first render of a server-rendered page the server's tags are
 * already right and stay untouched; a page the server did not render gets its tags at once.
 */
export function RouteHead(): null {
  const tags = deepestHead(useMatches());
  const { key: locationKey } = useLocation();
  // A navigation, or new data on the same page, re-applies: leaving an error page must also drop
  // the tags the server wrote for it.
  const key = `${locationKey} ${tags ? JSON.stringify(tags) : ''}`;
  const latest = useRef(tags);
  latest.current = tags;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (applied.current === key) return;
    const isFirst = applied.current === null;
    applied.current = key;
    if (isFirst && document.head.querySelector(`[${HEAD_ATTRIBUTE}]`)) return;
    applyHead(latest.current);
  }, [key]);
  return null;
}
