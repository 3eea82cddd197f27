// A placeholder so that the Billing screen compiles: the "collect" helper writes the real
// section (commission invoices and paying what is due), which replaces this file at merge.

/** What the vendor owes in commission. */
export function CommissionDueSection() {
  return (
    <section aria-labelledby="commission-due-heading" className="flex flex-col gap-2">
      <h3
        id="commission-due-heading"
        className="font-display text-lg font-semibold text-maroon-900"
      >
        Commission due
      </h3>
      <p className="text-sm text-stone-600">Nothing due</p>
    </section>
  );
}
