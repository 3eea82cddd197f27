// A placeholder so that the Billing screen compiles: the "commission" helper writes the real
// section (monthly statements with their lines and disputes), which replaces this file at merge.

/** The vendor's commission statements. */
export function StatementsSection() {
  return (
    <section aria-labelledby="statements-heading" className="flex flex-col gap-2">
      <h3 id="statements-heading" className="font-display text-lg font-semibold text-maroon-900">
        Statements
      </h3>
      <p className="text-sm text-stone-600">No statements yet</p>
    </section>
  );
}
