interface DetailProps {
  label: string;
  value: string;
  /** For identifiers people read out or copy, such as the Vendor ID. */
  emphasis?: boolean;
}

/** One term and its value inside a <dl>. */
export function Detail({ label, value, emphasis = false }: DetailProps) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd
        className={`mt-1 wrap-anywhere ${
          emphasis ? 'font-semibold tracking-wider text-maroon-800 tabular-nums' : 'text-stone-900'
        }`}
      >
        {value}
      </dd>
    </div>
  );
}
