import { useEffect } from 'react';

/**
 * Names the page: the screen's title in the browser's tab and history. React hoists the <title>
 * into the head (and the server's renderer moves it into the page's head); the browser gets
 * Preact (decision 0044), which leaves it in place, hidden and naming nothing, so an effect
 * also sets document.title.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return <title>{children}</title>;
}
