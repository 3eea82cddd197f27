import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { paths, searchPath } from '@/config/paths';

interface CategoryMenuProps {
  /** The navbar slid away: an open panel closes with it. */
  barHidden: boolean;
}

/**
 * Disclosure listing the 17 categories (spec 2.15), each leading couples to its vendors in the
 * marketplace search; vendors add a listing from the directory at the bottom. Escape, a click
 * outside or tabbing away closes it.
 */
export function CategoryMenu({ barHidden }: CategoryMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (barHidden) setOpen(false);
  }, [barHidden]);

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !containerRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="md:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-maroon-50 transition hover:bg-maroon-800 aria-expanded:bg-maroon-800"
      >
        Categories
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-2 top-full mt-2 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-maroon-100 bg-ivory p-3 text-stone-800 shadow-xl shadow-maroon-950/20 md:inset-x-auto md:right-0 md:w-[38rem]"
        >
          <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-stone-500">
            Vendor categories
          </p>
          <ul aria-label="Categories" className="grid grid-cols-2 gap-1 sm:grid-cols-3">
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
                  {category.title}
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
              See all vendors
            </Link>
            <Link
              to={paths.directory}
              onClick={close}
              className="block rounded-lg px-2 py-2 text-sm font-medium text-stone-700 transition hover:bg-maroon-50 hover:text-maroon-800"
            >
              Are you a vendor? List your services
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
