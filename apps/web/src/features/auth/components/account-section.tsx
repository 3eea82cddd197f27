import { CircleCheck } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One section of the account page: a card with its heading, named by it for landmarks. */
export function AccountSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-maroon-100 bg-white px-5 py-6 shadow-sm sm:px-8"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-maroon-900">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-stone-600">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A success said politely beside the form that made it. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}
