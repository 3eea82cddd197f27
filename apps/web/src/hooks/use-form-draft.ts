import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

const PREFIX = 'mandap:draft:';

/** Where the draft of the form `key` is kept in localStorage. */
export function draftStorageKey(key: string): string {
  return `${PREFIX}${key}`;
}

type DraftValue = string | string[];
type Draft = Record<string, DraftValue>;
/** What storage holds, checked field by field before use. */
type StoredDraft = Record<string, unknown>;

function isDraftValue(value: unknown): value is DraftValue {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** localStorage fails in some private windows and when full: a draft is then not kept. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readDraft(key: string): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(draftStorageKey(key)) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? { ...parsed }
      : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: Draft | null): void {
  try {
    if (draft) storage()?.setItem(draftStorageKey(key), JSON.stringify(draft));
    else storage()?.removeItem(draftStorageKey(key));
  } catch {
    // Full or refused: the form works without a draft.
  }
}

export interface FormDraft {
  /** True once a kept draft has been put back into the form (until discarded). */
  restored: boolean;
  /** Empties the form back to its defaults and forgets the draft. */
  discard: () => void;
  /** Forgets the draft and keeps no more (the form was sent). */
  clear: () => void;
}

interface FormDraftOptions<T extends FieldValues> {
  /** The form's own key: one draft per form (a registration form per category). */
  key: string;
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'subscribe'>;
  /** The fields kept: text and ticks, never files (nor anything that sets a price). */
  fields: readonly Path<T>[];
}

/**
 * Keeps the chosen fields of a react-hook-form form in localStorage as they change, so a reload
 * or a visit elsewhere loses nothing typed, and puts them back when the form is opened again
 * (`restored`, for the note saying so). A draft with nothing in it is not kept. Only values of
 * the kind the form holds (a string, or a list of strings) are put back.
 */
export function useFormDraft<T extends FieldValues>({
  key,
  form,
  fields,
}: FormDraftOptions<T>): FormDraft {
  const [restored, setRestored] = useState(false);
  const stopped = useRef(false);
  const { getValues, reset, subscribe } = form;
  const kept = useRef(fields);
  kept.current = fields;

  // In an effect: the server renders no draft, and the browser's first render matches it.
  useEffect(() => {
    const draft = readDraft(key);
    if (!draft) return;
    const values: Record<string, unknown> = { ...getValues() };
    let found = false;
    for (const field of kept.current) {
      const saved = draft[field];
      const current = values[field];
      const sameKind =
        isDraftValue(saved) && Array.isArray(saved) === Array.isArray(current) && !isEmpty(saved);
      if (sameKind) {
        values[field] = saved;
        found = true;
      }
    }
    if (!found) return;
    // The draft's values are of the kinds the form holds (checked above); the defaults stay,
    // so the restored form counts as changed.
    reset(values as T, { keepDefaultValues: true });
    setRestored(true);
  }, [key, getValues, reset]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (stopped.current) return;
          const all: Record<string, unknown> = values;
          const draft: Draft = {};
          for (const field of kept.current) {
            const value = all[field];
            if (isDraftValue(value) && !isEmpty(value)) draft[field] = value;
          }
          writeDraft(key, Object.keys(draft).length > 0 ? draft : null);
        },
      }),
    [key, subscribe],
  );

  const discard = useCallback(() => {
    writeDraft(key, null);
    reset();
    setRestored(false);
  }, [key, reset]);

  const clear = useCallback(() => {
    stopped.current = true;
    writeDraft(key, null);
  }, [key]);

  return { restored, discard, clear };
}
