import type { ReactNode } from 'react';
import { cardClass } from '@/components/ui/load-states';

/**
 * A portal screen's card: a section named by its heading (the Billing screen, the vendor home).
 * `headingSize` is the heading's text size classes.
 */
export function CardSection({
  id,
  heading,
  headingSize = 'text-2xl',
  children,
}: {
  id: string;
  heading: string;
  headingSize?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} flex flex-col gap-4 px-5 py-6 sm:px-8`}>
      <h2 id={id} className={`font-display font-semibold text-maroon-900 ${headingSize}`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
