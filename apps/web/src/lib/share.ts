export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface SharePage {
  title: string;
  url: string;
}

/**
 * Share a page with the system share sheet when the browser has one, else copy its URL to the
 * clipboard. A user closing the share sheet is not an error.
 */
export async function shareOrCopy(page: SharePage): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: page.title, url: page.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some browsers expose share() but refuse it (e.g. not allowed here): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(page.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
