import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import { refusalMessage } from '@/lib/api-client';

interface CodeFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  /** Sends the code; rejects with the server's refusal. */
  onCode: (code: string) => Promise<unknown>;
  pending: boolean;
}

/** One field for an authenticator code (or a recovery code), and its refusal. */
export function CodeForm({ label, hint, submitLabel, onCode, pending }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFailure(OPERATOR_MESSAGES.codeRequired);
      return;
    }
    setFailure(null);
    try {
      await onCode(code);
    } catch (error) {
      setFailure(refusalMessage(error, OPERATOR_MESSAGES.network));
      setCode('');
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        invalid={failure !== null}
        onChange={(event) => {
          setCode(event.target.value);
          if (failure) setFailure(null);
        }}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {submitLabel}
      </button>
    </form>
  );
}
