import { addDays, indianDate } from '@mandap/shared/dates';
import { EVENT_TYPES, MAX_DAYS_AHEAD } from '@mandap/shared/enquiries';
import * as t from '@mandap/shared/messages/en/couple-enquiry';
import * as events from '@mandap/shared/messages/en/couple-event-types';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { ChevronDown, Info, Lock, Send, TriangleAlert } from 'lucide-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@/components/ui/styles';
import {
  EmailField,
  FieldError,
  inputClass,
  PhoneField,
  TextField,
} from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { type CreateEnquiryReply, useCreateEnquiry } from '@/features/enquiry/api/create-enquiry';
import {
  clearEnquiryDraft,
  keepEnquiryDraft,
  readEnquiryDraft,
  rememberSentEnquiry,
  sentEnquiryId,
  takeEnquiryDraft,
} from '@/features/enquiry/lib/enquiry-draft';
import {
  checkEnquiry,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  type EnquiryFormValues,
} from '@/features/enquiry/lib/enquiry-form';
import { usePlainForm } from '@/hooks/use-plain-form';
import { type Session, useSession } from '@/hooks/use-session';
import { ApiError, NetworkError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { longDate } from '@/lib/format';
import { withRedirectTo } from '@/lib/safe-redirect';
import { EnquirySent } from './enquiry-sent';

// Loaded when an enquiry is refused for an unverified address (decision 0069), not with the
// storefront's first view.
const UnverifiedEmailNotice = lazy(() =>
  import('@/components/email-verification/unverified-email-notice').then((m) => ({
    default: m.UnverifiedEmailNotice,
  })),
);

type EnquiryListing = Pick<Storefront, 'listingId' | 'firmName' | 'city' | 'url' | 'bookedDates'>;

interface EnquirySectionProps {
  listing: EnquiryListing;
  /** India's day as the page was rendered: the date field's earliest day. */
  today: string;
  className?: string;
}

/** The storefront's anchor for the form: links from the shortlist and sign-in come back to it. */
export const ENQUIRY_ANCHOR = 'enquire';

/**
 * 'Send an enquiry' on a storefront. A signed-in user sends it at once; a visitor's enquiry is kept
 * while they sign in or create an account and sent when they are back; a vendor is told enquiries
 * come from user accounts. The server's render (and the browser's first) shows the form empty but
 * for the city: phone and email are filled once the browser knows who is signed in.
 */
export function EnquirySection({ listing, today, className = '' }: EnquirySectionProps) {
  const headingId = useId();
  const session = useSession();
  const [sent, setSent] = useState<CreateEnquiryReply | null>(null);
  // What this user sent here earlier in this tab's session: shown sent on return (issue 31).
  const [sentBefore, setSentBefore] = useState<number | null>(null);
  // A new form each time 'Write another enquiry' is chosen.
  const [round, setRound] = useState(0);
  const returnPath = `${listing.url}#${ENQUIRY_ANCHOR}`;
  const email = session.status === 'user' ? session.user.email : null;
  useEffect(() => {
    setSentBefore(email === null ? null : sentEnquiryId(listing.listingId, email));
  }, [email, listing.listingId]);

  let body: ReactNode;
  if (session.status === 'vendor') {
    body = (
      <div className="flex flex-col gap-4">
        <p className="flex items-start gap-2 text-stone-700">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-700" />
          {t.vendorSignedIn(listing.firmName)}
        </p>
        <Link
          to={withRedirectTo(paths.userLogin, returnPath)}
          className={`${secondaryButtonClass} self-start`}
        >
          {t.signInAsUser}
        </Link>
      </div>
    );
  } else if (sent || sentBefore !== null) {
    body = (
      <EnquirySent
        firmName={listing.firmName}
        reply={sent ?? { enquiry: { id: sentBefore ?? 0 }, similar: [] }}
        focus={sent !== null}
        onWriteAnother={() => {
          setSent(null);
          setSentBefore(null);
          setRound((n) => n + 1);
        }}
      />
    );
  } else {
    body = (
      <EnquiryForm
        key={round}
        listing={listing}
        today={today}
        session={session}
        returnPath={returnPath}
        onSent={(reply) => {
          if (email !== null) rememberSentEnquiry(listing.listingId, email, reply.enquiry.id);
          setSent(reply);
        }}
      />
    );
  }

  return (
    <section
      id={ENQUIRY_ANCHOR}
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-maroon-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.intro(listing.firmName)}</p>
      <div className="mt-5">{body}</div>
    </section>
  );
}

interface EnquiryFormProps {
  listing: EnquiryListing;
  today: string;
  session: Session;
  returnPath: string;
  onSent: (reply: CreateEnquiryReply) => void;
}

/** Why sending failed, in words a person can act on: the server's, or ours for no answer. */
function sendFailure(error: unknown): string {
  if (error instanceof NetworkError) {
    return t.unreachable;
  }
  return refusalMessage(error, t.sendFailed);
}

function EnquiryForm({ listing, today, session, returnPath, onSent }: EnquiryFormProps) {
  const id = useId();
  const createEnquiry = useCreateEnquiry();
  const booked = new Set(listing.bookedDates);
  const [failure, setFailure] = useState<string | null>(null);
  // The server asked for a verified address first (decision 0069): its message, with a new link.
  const [unverified, setUnverified] = useState<string | null>(null);
  // The booked date the couple was warned about; pressing send again with it sends.
  const [warnedDate, setWarnedDate] = useState<string | null>(null);
  const confirmedDate = useRef<string | null>(null);
  // A visitor's enquiry is kept: they are offered to sign in or create an account.
  const [kept, setKept] = useState(false);
  // The enquiry kept before signing in is being sent on its own (a ref too: the same press reads it).
  const [resumed, setResumedState] = useState(false);
  const resumedNow = useRef(false);
  const setResumed = (value: boolean) => {
    resumedNow.current = value;
    setResumedState(value);
  };
  // A visitor may leave phone and email empty: their account fills them.
  const contactOptional = useRef(session.status !== 'user');
  contactOptional.current = session.status !== 'user';

  const form = usePlainForm<EnquiryFormValues>({
    defaultValues: { ...EMPTY_ENQUIRY, city: listing.city },
    validate: async (values) =>
      (
        await checkEnquiry(values, {
          today: indianDate(new Date()),
          contactOptional: contactOptional.current,
        })
      ).errors,
  });
  const { register, errors } = form;
  const eventDate = form.watch('eventDate');
  const warning = warnedDate !== null && warnedDate === eventDate.trim() ? warnedDate : null;

  const send = async (values: EnquiryFormValues) => {
    const { enquiry } = await checkEnquiry(values, { today: indianDate(new Date()) });
    if (!enquiry) return;
    try {
      const reply = await createEnquiry.mutateAsync({ ...enquiry, listingId: listing.listingId });
      clearEnquiryDraft(listing.listingId);
      onSent(reply);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const refused = applyFieldErrors(form.setError, error.fieldErrors, ENQUIRY_FIELDS, {
          focus: true,
        });
        if (refused.length > 0) return;
      }
      if (error instanceof ApiError && error.kind === 'email_unverified') {
        // What was typed stays in the form, and is kept for this tab should the link be
        // followed here: it is sent when the person is back as a verified user.
        keepEnquiryDraft(listing.listingId, values);
        setUnverified(error.message);
        return;
      }
      setFailure(sendFailure(error));
    } finally {
      setResumed(false);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setUnverified(null);
      const date = values.eventDate.trim();
      if (booked.has(date) && confirmedDate.current !== date) {
        // Warn first; the next press with this date sends.
        confirmedDate.current = date;
        setWarnedDate(date);
        return;
      }
      if (session.status !== 'user') {
        keepEnquiryDraft(listing.listingId, values);
        setKept(true);
        return;
      }
      await send(values);
    },
    () => {
      if (resumedNow.current) {
        setResumed(false);
        setFailure(t.keptNotSent);
      }
    },
  );

  // Once the browser knows who is here: a user's kept enquiry is sent (their account filling an
  // empty phone or email), else their phone and email fill the form; a visitor who comes back
  // without signing in finds what they typed.
  const onSession = useEffectEvent((status: Session['status']) => {
    if (status === 'user' && session.status === 'user') {
      const draft = takeEnquiryDraft(listing.listingId);
      if (draft) {
        form.reset({
          ...draft,
          phone: draft.phone.trim() || session.user.phone,
          email: draft.email.trim() || session.user.email,
        });
        // The visitor saw any booked-date warning before their enquiry was kept.
        confirmedDate.current = draft.eventDate.trim();
        setKept(false);
        setResumed(true);
        void submit();
        return;
      }
      const { phone, email } = form.getValues();
      if (phone.trim() === '') form.setValue('phone', session.user.phone);
      if (email.trim() === '') form.setValue('email', session.user.email);
    } else if (status === 'signed-out') {
      const draft = readEnquiryDraft(listing.listingId);
      if (draft) {
        form.reset(draft);
        setKept(true);
      }
    }
  });
  useEffect(() => onSession(session.status), [session.status]);

  const sending = createEnquiry.isPending;
  const signInPath = withRedirectTo(paths.userLogin, returnPath);
  const registerPath = withRedirectTo(paths.userRegister, returnPath);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t.eventDate}
        type="date"
        min={today}
        max={addDays(today, MAX_DAYS_AHEAD)}
        error={errors.eventDate}
        {...register('eventDate')}
      />
      <div>
        <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t.eventType}
        </label>
        <div className="relative">
          <select
            id={`${id}-type`}
            aria-invalid={errors.eventType ? true : undefined}
            aria-describedby={errors.eventType ? `${id}-type-error` : undefined}
            className={`${inputClass} appearance-none pr-9`}
            {...register('eventType')}
          >
            <option value="">{t.chooseEventType}</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {events.eventTypeLabels[type]}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
        {errors.eventType ? (
          <FieldError id={`${id}-type-error`}>{errors.eventType}</FieldError>
        ) : null}
      </div>
      <TextField
        label={t.city}
        autoComplete="address-level2"
        error={errors.city}
        {...register('city')}
      />
      <TextField
        label={t.guests}
        inputMode="numeric"
        placeholder={t.guestsPlaceholder}
        error={errors.guests}
        {...register('guests')}
      />
      <TextField
        label={t.budget}
        inputMode="numeric"
        placeholder={t.budgetPlaceholder}
        className="sm:col-span-2"
        error={errors.budgetRupees}
        {...register('budgetRupees')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label={t.message}
          placeholder={t.messagePlaceholder(listing.firmName)}
          hint={t.messageHint}
          error={errors.message}
          {...register('message')}
        />
      </div>
      <PhoneField label={t.phone} hint={t.phoneHint} error={errors.phone} {...register('phone')} />
      <EmailField label={t.email} error={errors.email} {...register('email')} />

      <div className="flex flex-col gap-3 sm:col-span-2">
        {warning ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-marigold-50 px-4 py-3 text-sm text-stone-900 ring-1 ring-marigold-300"
          >
            <TriangleAlert
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-marigold-700"
            />
            <p>
              <span className="font-semibold">
                {t.bookedWarning(listing.firmName, longDate(warning))}
              </span>{' '}
              {t.bookedWarningHint}
            </p>
          </div>
        ) : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {unverified ? (
          <Suspense fallback={<FormAlert>{unverified}</FormAlert>}>
            <UnverifiedEmailNotice message={unverified} returnTo={returnPath} sendAgainAfter />
          </Suspense>
        ) : null}
        {resumed && sending ? (
          <p role="status" className="text-sm text-stone-700">
            {t.sendingKept}
          </p>
        ) : null}
        {kept && session.status !== 'user' ? (
          <div
            role="status"
            className="rounded-xl bg-maroon-50 px-4 py-4 text-sm text-stone-800 ring-1 ring-maroon-100"
          >
            <p className="font-semibold text-maroon-900">{t.keptHeading(listing.firmName)}</p>
            <p className="mt-1">{t.keptHint}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link to={signInPath} className={`${primaryButtonClass} py-2`}>
                <Lock aria-hidden="true" className="size-4" />
                {t.signIn}
              </Link>
              <Link to={registerPath} className={textLinkClass}>
                {t.createAccount}
              </Link>
            </div>
          </div>
        ) : null}
        {session.status === 'signed-out' && !kept ? (
          <p className="text-sm text-stone-600">{t.signInFirst}</p>
        ) : null}
        <button type="submit" disabled={sending} className={`${primaryButtonClass} sm:self-start`}>
          <Send aria-hidden="true" className="size-4" />
          {sending ? t.sending : warning ? t.sendAnyway : t.sendEnquiry}
        </button>
      </div>
    </form>
  );
}
