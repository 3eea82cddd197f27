import {
  GRIEVANCE_DEADLINES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_SUBJECTS,
} from '@mandap/shared/grievances';
import * as t from '@mandap/shared/messages/en/couple-grievances';
import type { GrievanceReceipt } from '@mandap/shared/schemas/grievances';
import { ChevronDown, CircleCheck, Mail, MapPin, Send } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { EmailField, FieldError, inputClass, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateGrievance, useGrievanceOfficer } from '@/features/grievances/api/grievances';
import {
  checkGrievance,
  EMPTY_GRIEVANCE,
  GRIEVANCE_FIELDS,
  type GrievanceFormValues,
} from '@/features/grievances/lib/grievance-form';
import { usePlainForm } from '@/hooks/use-plain-form';
import { useSession } from '@/hooks/use-session';
import { ApiError, NetworkError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';

// The public grievance page (issue 28, decision 0062): who the grievance officer is, how soon a
// grievance is answered, and the form. Its words are here, in one place.

const HOURS = GRIEVANCE_DEADLINES.acknowledgeWithinHours;

/** /grievances: the grievance officer and the form, for anyone, signed in or not. */
export function GrievancesPage() {
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const [round, setRound] = useState(0);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="border-b border-maroon-100 pb-6">
        <h1 className="font-display text-3xl font-semibold text-maroon-900 sm:text-4xl">
          {t.heading}
        </h1>
        <p className="mt-3 text-stone-700">{t.intro}</p>
        <p className="mt-3 text-stone-700">{t.deadlines(HOURS)}</p>
      </header>
      <OfficerSection />
      <section aria-labelledby="grievance-form-heading" className="mt-10">
        <h2
          id="grievance-form-heading"
          className="font-display text-2xl font-semibold text-maroon-900"
        >
          {t.sendHeading}
        </h2>
        <div className="mt-5">
          {receipt ? (
            <GrievanceReceived
              receipt={receipt}
              onAnother={() => {
                setReceipt(null);
                setRound((n) => n + 1);
              }}
            />
          ) : (
            <GrievanceForm key={round} onSent={setReceipt} />
          )}
        </div>
      </section>
    </article>
  );
}

function OfficerSection() {
  const officer = useGrievanceOfficer();
  return (
    <section aria-labelledby="grievance-officer-heading" className="mt-8">
      <h2
        id="grievance-officer-heading"
        className="font-display text-2xl font-semibold text-maroon-900"
      >
        {t.officerHeading}
      </h2>
      {officer.data ? (
        <div className="mt-3 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
          <p className="font-semibold text-stone-900">{officer.data.name}</p>
          <p className="mt-2 flex items-start gap-2 text-stone-700">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-700" />
            <a href={`mailto:${officer.data.email}`} className={`${textLinkClass} break-all`}>
              {officer.data.email}
            </a>
          </p>
          <p className="mt-2 flex items-start gap-2 text-stone-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-700" />
            <span>{officer.data.address}</span>
          </p>
        </div>
      ) : officer.isError ? (
        <p className="mt-3 text-stone-700">{t.officerFailed}</p>
      ) : (
        <p role="status" className="mt-3 text-stone-600">
          {t.officerLoading}
        </p>
      )}
    </section>
  );
}

function sendFailure(error: unknown): string {
  if (error instanceof NetworkError) {
    return t.unreachable;
  }
  return refusalMessage(error, t.sendFailed);
}

function GrievanceForm({ onSent }: { onSent: (receipt: GrievanceReceipt) => void }) {
  const id = useId();
  const create = useCreateGrievance();
  const [failure, setFailure] = useState<string | null>(null);
  const form = usePlainForm<GrievanceFormValues>({
    defaultValues: EMPTY_GRIEVANCE,
    validate: async (values) => (await checkGrievance(values)).errors,
  });
  const { register, errors } = form;
  // A signed-in visitor's name and e-mail fill the empty fields (they may change them).
  const session = useSession();
  const fillFromAccount = useEffectEvent((_status: typeof session.status) => {
    const account =
      session.status === 'user'
        ? session.user
        : session.status === 'vendor'
          ? session.vendor
          : null;
    if (!account) return;
    const { name, email } = form.getValues();
    if (name.trim() === '') form.setValue('name', account.name);
    if (email.trim() === '') form.setValue('email', account.email);
  });
  useEffect(() => fillFromAccount(session.status), [session.status]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { grievance } = await checkGrievance(values);
    if (!grievance) return;
    try {
      onSent(await create.mutateAsync(grievance));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const refused = applyFieldErrors(form.setError, error.fieldErrors, GRIEVANCE_FIELDS, {
          focus: true,
        });
        if (refused.length > 0) return;
      }
      setFailure(sendFailure(error));
    }
  });
  const sending = create.isPending;
  return (
    <form noValidate onSubmit={submit} aria-busy={sending} className="grid gap-4">
      <TextField label={t.name} autoComplete="name" error={errors.name} {...register('name')} />
      <EmailField label={t.email} hint={t.emailHint} error={errors.email} {...register('email')} />
      <div>
        <label
          htmlFor={`${id}-subject`}
          className="mb-1.5 block text-sm font-medium text-stone-800"
        >
          {t.subject}
        </label>
        <div className="relative">
          <select
            id={`${id}-subject`}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
            className={`${inputClass} appearance-none pr-9`}
            {...register('subject')}
          >
            <option value="">{t.chooseSubject}</option>
            {GRIEVANCE_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {t.subjects[subject.value]}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
        {errors.subject ? (
          <FieldError id={`${id}-subject-error`}>{errors.subject}</FieldError>
        ) : null}
      </div>
      <TextareaField
        label={t.details}
        hint={t.detailsHint(GRIEVANCE_LIMITS.detailsMinLength)}
        maxLength={GRIEVANCE_LIMITS.detailsMaxLength}
        error={errors.details}
        {...register('details')}
      />
      <TextField
        label={t.link}
        type="url"
        inputMode="url"
        placeholder="https://…/Vendors/12/…"
        hint={t.linkHint}
        error={errors.link}
        {...register('link')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="submit"
        disabled={sending}
        className={`${primaryButtonClass} sm:justify-self-start`}
      >
        <Send aria-hidden="true" className="size-4" />
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

function GrievanceReceived({
  receipt,
  onAnother,
}: {
  receipt: GrievanceReceipt;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The form is gone: the confirmation takes the focus, so it is read out at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-stone-800"
    >
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-xl font-semibold text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        {t.received}
      </h3>
      <p className="mt-3">
        {t.referenceBefore}
        <strong className="font-mono text-lg tracking-wide break-all">{receipt.reference}</strong>
        {t.referenceAfter}
      </p>
      <p className="mt-3">
        {t.acknowledgement(
          t.dateTime(new Date(receipt.acknowledgeBy)),
          t.dateTime(new Date(receipt.resolveBy)),
        )}
      </p>
      <button type="button" onClick={onAnother} className={`${secondaryButtonClass} mt-4`}>
        {t.another}
      </button>
    </div>
  );
}
