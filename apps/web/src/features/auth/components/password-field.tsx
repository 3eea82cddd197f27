import * as t from '@mandap/shared/messages/en/auth-login';
import { PASSWORD_RULES, passwordStrength } from '@mandap/shared/passwords';
import { Check, Eye, EyeOff, X } from 'lucide-react';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { FieldError, inputClass } from '@/components/ui/text-field';

interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  invalid?: boolean;
  /** The current value, to show the live strength bar and the rule checklist (new passwords). */
  strengthOf?: string;
}

const STRENGTH_LABELS = t.strengthLabels;

const STRENGTH_COLOURS = {
  0: 'bg-stone-300',
  25: 'bg-red-600',
  50: 'bg-marigold-500',
  75: 'bg-lime-600',
  100: 'bg-emerald-600',
};

/** A password input with a show/hide toggle; for a new password also strength and rules (spec 5). */
export function PasswordField({
  label,
  error,
  invalid,
  strengthOf,
  className,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const rulesId = `${id}-rules`;
  const withRules = strengthOf !== undefined;
  const describedBy = [error ? errorId : null, withRules ? rulesId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${inputClass} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t.hidePassword : t.showPassword}
          aria-controls={id}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-full text-stone-500 transition hover:bg-maroon-50 hover:text-maroon-800"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {withRules ? <PasswordStrength id={rulesId} password={strengthOf} /> : null}
    </div>
  );
}

function PasswordStrength({ id, password }: { id: string; password: string }) {
  const strength = passwordStrength(password);
  return (
    <div id={id} className="mt-3">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t.passwordStrength}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={strength}
          aria-valuetext={`${strength}%: ${STRENGTH_LABELS[strength]}`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className={`h-full rounded-full transition-all duration-300 motion-reduce:transition-none ${STRENGTH_COLOURS[strength]}`}
            style={{ width: `${strength}%` }}
          />
        </div>
        <span aria-hidden="true" className="w-16 text-right text-xs font-medium text-stone-600">
          {password ? STRENGTH_LABELS[strength] : ''}
        </span>
      </div>
      <ul aria-label={t.passwordRules} className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          const Icon = met ? Check : X;
          return (
            <li
              key={rule.message}
              data-met={met ? 'true' : 'false'}
              className={`flex items-center gap-1.5 ${met ? 'text-emerald-700' : 'text-stone-500'}`}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{met ? t.ruleMet : t.ruleNotMet}</span>
              <span>{rule.message}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
