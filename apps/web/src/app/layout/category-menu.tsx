import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/layout';
import { ChevronDown } from 'lucide-react';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { paths, searchPath } from '@/config/paths';
import { useDismissablePanel } from '@/hooks/use-dismissable-panel';
import { categoryLabel } from '@/lib/categories';

interface CategoryMenuProps {
  /** The navbar slid away: an open panel closes with it. */
  barHidden: boolean;
}

/** The panel's links, in reading order. */
function linksIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
}

/** Which link the keyboard moves to once the panel has opened. */
type OpenFocus = 'first' | 'last' | null;

/**
 * Disclosure listing the 17 categories (spec 2.15), each leading couples to its vendors in the
 * marketplace search; vendors add a listing from the directory at the bottom. Escape, a click
 * outside or tabbing away closes it. The arrow keys move as in WAI-ARIA's disclosure navigation
 * menu: Down and Up from the button open it on its first and last link, Down and Up between its
 * links (in reading order, stopping at the ends), Home and End to the first and last; Tab still
 * goes through them.
 */
export function CategoryMenu({ barHidden }: CategoryMenuProps) {
  const { open, setOpen, containerRef, buttonRef } = useDismissablePanel(barHidden);
  const [openFocus, setOpenFocus] = useState<OpenFocus>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open || openFocus === null) return;
    setOpenFocus(null);
    const items = linksIn(panelRef.current);
    (openFocus === 'first' ? items[0] : items[items.length - 1])?.focus();
  }, [open, openFocus]);

  const close = () => setOpen(false);

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    setOpenFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = linksIn(panelRef.current);
    const active = document.activeElement;
    const at = active instanceof HTMLElement ? items.indexOf(active) : -1;
    const last = items.length - 1;
    const targets: Readonly<Record<string, number>> = {
      ArrowDown: Math.min(at + 1, last),
      ArrowUp: Math.max(at - 1, 0),
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined || at === -1) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <div ref={containerRef} className="md:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-maroon-50 transition hover:bg-maroon-800 aria-expanded:bg-maroon-800"
      >
        {t.categories}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the links inside, delegated
        <div
          ref={panelRef}
          id={panelId}
          onKeyDown={onPanelKeyDown}
          className="focus-on-light absolute inset-x-2 top-full mt-2 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-maroon-100 bg-ivory p-3 text-stone-800 shadow-xl shadow-maroon-950/20 md:inset-x-auto md:right-0 md:w-[38rem]"
        >
          <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-stone-500">
            {t.vendorCategories}
          </p>
          <ul aria-label={t.categories} className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link
                  to={searchPath({ category: category.slug })}
                  onClick={close}
                  className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium transition hover:bg-marigold-50 hover:text-maroon-800"
                >
                  <CategoryIcon
                    icon={category.icon}
                    className="size-4 shrink-0 text-marigold-700"
                  />
                  {categoryLabel(category.slug)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-col gap-1 border-t border-maroon-100 pt-2 sm:flex-row sm:justify-between">
            <Link
              to={paths.vendors}
              onClick={close}
              className="block rounded-lg px-2 py-2 text-sm font-semibold text-maroon-800 transition hover:bg-maroon-50"
            >
              {t.seeAllVendors}
            </Link>
            <Link
              to={paths.vendorLogin}
              onClick={close}
              className="block rounded-lg px-2 py-2 text-sm font-medium text-stone-700 transition hover:bg-maroon-50 hover:text-maroon-800"
            >
              {t.listYourServices}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
