/**
 * A `redirectTo` value that is safe to navigate to after login: a path on this site. Anything
 * else (absolute URLs, protocol-relative '//host', '/\host' which browsers read as '//host',
 * control characters) gives null, and so do the paths in `exclude` (login pages: returning to
 * them would loop).
 */
export function safeRedirectPath(
  value: string | null | undefined,
  exclude: readonly string[] = [],
): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://mandap.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://mandap.invalid') return null;
  const pathname = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (exclude.some((path) => path.toLowerCase() === pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//host' normalises to '//host'.
  return path.startsWith('//') ? null : path;
}

/** `path` with a `redirectTo` search parameter naming where to come back to. */
export function withRedirectTo(path: string, redirectTo: string | null): string {
  if (!redirectTo) return path;
  return `${path}?${new URLSearchParams({ redirectTo }).toString()}`;
}
