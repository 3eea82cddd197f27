import { featureName } from '@mandap/shared/messages/en/catalogue-features';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxOptionsProps {
  options: readonly string[];
  field: UseFormRegisterReturn;
  invalid: boolean;
  /** The list's grid. */
  className: string;
}

/**
 * A checkbox per option, any number ticked, as one form field (features, highlights). The
 * focused box's label wears the focus ring (index.css).
 */
export function CheckboxOptions({ options, field, invalid, className }: CheckboxOptionsProps) {
  return (
    <ul className={className}>
      {options.map((option) => (
        <li key={option}>
          <label className="flex h-full cursor-pointer items-center gap-3 rounded-xl border border-stone-200 bg-ivory px-3 py-2.5 text-sm text-stone-800 transition hover:border-marigold-300 has-checked:border-marigold-400 has-checked:bg-marigold-50">
            <input
              type="checkbox"
              value={option}
              aria-invalid={invalid ? true : undefined}
              className="size-4 shrink-0 accent-maroon-700"
              {...field}
            />
            <span>{featureName(option)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
