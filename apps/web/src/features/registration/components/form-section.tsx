import type { ReactNode } from 'react';

interface FormSectionProps {
  legend: string;
  /** A line under the legend. */
  intro?: ReactNode;
  children: ReactNode;
  /** Extra attributes for a group that is itself one field (radio and checkbox groups). */
  describedBy?: string | undefined;
}

/** One card of the registration form: a fieldset named by its legend (spec 2.7 sections). */
export function FormSection({ legend, intro, children, describedBy }: FormSectionProps) {
  return (
    <fieldset
      aria-describedby={describedBy}
      className="min-w-0 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6"
    >
      {/* A floated legend renders inside the card like a heading, in every browser. */}
      <legend className="float-left w-full font-display text-xl font-semibold text-maroon-900 sm:text-2xl">
        {legend}
      </legend>
      <div className="clear-both pt-4">
        {intro ? <div className="-mt-2 mb-4 text-sm text-stone-600">{intro}</div> : null}
        {children}
      </div>
    </fieldset>
  );
}
