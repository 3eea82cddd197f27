import { type FormEvent, useRef, useState } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register` spreads on an input, select or textarea. */
export interface FieldProps<K extends string> {
  name: K;
  defaultValue: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: { currentTarget: FieldElement }) => void;
}

/** The first message of each refused field. */
export type PlainFormErrors<T> = Partial<Record<keyof T & string, string>>;

export interface PlainForm<T extends { [K in keyof T]: string }> {
  register(name: keyof T & string): FieldProps<keyof T & string>;
  /** Checks the fields, then calls `onValid` with them, or shows the messages and focuses the first. */
  handleSubmit(
    onValid: (values: T) => Promise<void> | void,
    onInvalid?: () => void,
  ): (event?: FormEvent) => Promise<void>;
  errors: PlainFormErrors<T>;
  /** A field's value; the form renders again when it changes. */
  watch(name: keyof T & string): string;
  getValues(): T;
  setValue(name: keyof T & string, value: string): void;
  /** Puts `values` in every field and clears the messages. */
  reset(values: T): void;
  /** Shows a message beside a field (the server's, after sending), focusing it if asked. */
  setError(
    name: keyof T & string,
    error: { type: string; message?: string },
    options?: { shouldFocus?: boolean },
  ): void;
}

/**
 * A form of text fields without a form library (decision 0040): the inputs keep their own values
 * (typing re-renders nothing), `validate` runs on submit and, once a submit was refused, again at
 * each change so a corrected field loses its message. What a public page's form needs and no more:
 * react-hook-form stays out of the storefront's first view.
 */
export function usePlainForm<T extends { [K in keyof T]: string }>({
  defaultValues,
  validate,
}: {
  defaultValues: T;
  validate: (values: T) => Promise<PlainFormErrors<T>>;
}): PlainForm<T> {
  const values = useRef<T>({ ...defaultValues });
  const elements = useRef(new Map<keyof T & string, FieldElement>());
  const order = useRef<(keyof T & string)[]>([]);
  const refused = useRef(false);
  const [errors, setErrors] = useState<PlainFormErrors<T>>({});
  const [, setVersion] = useState(0);
  const watched = useRef(new Set<keyof T & string>());
  // Only the latest check may show its messages: an older one may end after a newer.
  const checks = useRef(0);

  const rerender = () => setVersion((n) => n + 1);
  const focus = (name: keyof T & string) => elements.current.get(name)?.focus();

  const check = async (): Promise<PlainFormErrors<T>> => {
    const ticket = ++checks.current;
    const found = await validate({ ...values.current });
    if (ticket === checks.current) setErrors(found);
    return found;
  };

  const write = (name: keyof T & string, value: string) => {
    values.current = { ...values.current, [name]: value };
    const element = elements.current.get(name);
    if (element && element.value !== value) element.value = value;
  };

  return {
    register(name) {
      if (!order.current.includes(name)) order.current.push(name);
      return {
        name,
        defaultValue: values.current[name] ?? '',
        ref(element) {
          if (!element) {
            elements.current.delete(name);
            return;
          }
          elements.current.set(name, element);
          // Text typed before the page's script ran (a server-rendered form) is kept.
          if (element.value !== '' && element.value !== values.current[name]) {
            values.current = { ...values.current, [name]: element.value };
          }
        },
        onChange(event) {
          values.current = { ...values.current, [name]: event.currentTarget.value };
          if (watched.current.has(name)) rerender();
          if (refused.current) void check();
        },
      };
    },
    handleSubmit(onValid, onInvalid) {
      return async (event) => {
        event?.preventDefault();
        const found = await check();
        const first = order.current.find((name) => found[name] !== undefined);
        if (first !== undefined) {
          refused.current = true;
          focus(first);
          onInvalid?.();
          return;
        }
        await onValid({ ...values.current });
      };
    },
    errors,
    watch(name) {
      watched.current.add(name);
      return values.current[name] ?? '';
    },
    getValues: () => ({ ...values.current }),
    setValue(name, value) {
      write(name, value);
      if (watched.current.has(name)) rerender();
    },
    reset(next) {
      for (const name of Object.keys(next) as (keyof T & string)[]) write(name, next[name]);
      refused.current = false;
      checks.current += 1;
      setErrors({});
      rerender();
    },
    setError(name, error, options) {
      setErrors((shown) => ({ ...shown, [name]: error.message ?? '' }));
      if (options?.shouldFocus) focus(name);
    },
  };
}
