import { zodResolver } from '@hookform/resolvers/zod';
import type { Category } from '@mandap/shared/catalogue/categories';
import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/registration-form';
import { formatInr } from '@mandap/shared/money';
import {
  DEFAULT_HOTEL_STAR_RATING,
  DEFAULT_PLAN_ID,
  HOTEL_STAR_RATINGS,
  type HotelStarRating,
  listingAmountPaise,
  PLAN_IDS,
  type PlanId,
  planById,
} from '@mandap/shared/plans';
import {
  type CreatedListingReply,
  type CreateListing,
  createListingSchema,
  LISTING_TEXT_FIELDS,
  type ListingFormValues,
  listingText,
} from '@mandap/shared/schemas/listings';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { DraftRestoredNote } from '@/components/listing-form/draft-restored-note';
import { LeaveFormDialog } from '@/components/listing-form/leave-form-dialog';
import {
  ListingTextField,
  ListingTextFields,
  listingFieldsIn,
} from '@/components/listing-form/listing-text-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { submitListing } from '@/features/registration/api/submit-listing';
import { useMediaField } from '@/features/registration/hooks/use-media-field';
import { listingFormData } from '@/features/registration/lib/listing-form-data';
import { SUBMIT_SUCCESS, submitFailure } from '@/features/registration/lib/submit-outcome';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { withRedirectTo } from '@/lib/safe-redirect';
import { FeatureCheckboxes } from './feature-checkboxes';
import { FormSection } from './form-section';
import { HotelCategoryPicker } from './hotel-star-rating';
import { MediaUpload } from './media-upload';
import { PlanPicker } from './plan-picker';
import { SubmitProgress } from './submit-progress';

type MediaFieldName = 'images' | 'videos';

/** Every field that can carry a message, in the order the form shows them (for focus). */
const FIELD_ORDER = [
  ...listingFieldsIn('information', 'address').map((field) => field.name),
  'features',
  ...listingFieldsIn('description').map((field) => field.name),
  'images',
  'videos',
  'starRating',
  'plan',
] satisfies (keyof ListingFormValues | MediaFieldName)[];
type MessageField = (typeof FIELD_ORDER)[number];

/** What the draft keeps: the text and the ticked features; never the files, the plan or stars. */
const DRAFT_FIELDS = [...LISTING_TEXT_FIELDS, 'features'] satisfies (keyof ListingFormValues)[];

/** What the question on leaving says of this form. */
export const LEAVE_MESSAGE = t.leaveMessage;

function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

function starsOf(value: string | undefined): HotelStarRating {
  const stars = Number(value);
  return HOTEL_STAR_RATINGS.find((s) => s === stars) ?? DEFAULT_HOTEL_STAR_RATING;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'submitting'; percent: number }
  | { kind: 'done'; created: CreatedListingReply };

/** The payment page of a new listing (R6). */
function paymentPath(created: CreatedListingReply): string {
  const query = new URLSearchParams({
    service_id: String(created.listingId),
    vendor_id: created.vendorUniqueId,
  });
  return `${paths.payment}?${query.toString()}`;
}

/**
 * The label of the firm name field where the category's differs from LISTING_FIELDS' (its
 * required message, 'Band name is required', names it 'Band name'); undefined keeps the field's.
 */
function firmNameLabel(category: Category): string | undefined {
  return t.firmNameLabels[category.slug];
}

/**
 * The shared schema as the form's resolver. The form holds what the browser sends, strings
 * (ListingFormValues); the schema narrows them (a plan id, a star rating) as the server does.
 */
function listingResolver(category: Category): Resolver<ListingFormValues, unknown, CreateListing> {
  return zodResolver(createListingSchema(category)) as Resolver<
    ListingFormValues,
    unknown,
    CreateListing
  >;
}

/**
 * The registration form of one category (spec 2.7, 4, 5; R2, R3, R6), built from the catalogue:
 * the same form for all 17 categories, with the hotel's star rating added for hotels.
 */
export function ListingForm({ category }: { category: Category }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHotel = category.slug === 'hotel';
  const resolver = useMemo(() => listingResolver(category), [category]);
  const form = useForm<ListingFormValues, unknown, CreateListing>({
    resolver,
    // Focus goes by FIELD_ORDER, not by the order the fields happened to register in.
    shouldFocusError: false,
    defaultValues: {
      ...listingText(() => ''),
      features: [],
      plan: DEFAULT_PLAN_ID,
      ...(isHotel ? { starRating: String(DEFAULT_HOTEL_STAR_RATING) } : {}),
    },
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = form;
  const images = useMediaField('image');
  const videos = useMediaField('video');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  // The field to focus once the form is enabled again after a refused submission.
  const [focusField, setFocusField] = useState<MessageField | null>(null);
  const submission = useRef<AbortController | null>(null);
  const draft = useFormDraft({ key: `listing:${category.slug}`, form, fields: DRAFT_FIELDS });
  // Sent, nothing is lost by leaving; mid-upload, leaving cancels the upload, so it asks.
  const unsaved =
    phase.kind !== 'done' && (isDirty || images.files.length > 0 || videos.files.length > 0);
  const leaving = useUnsavedChanges(unsaved);

  const plan = useWatch({ control, name: 'plan' });
  const starRating = useWatch({ control, name: 'starRating' });
  const planId = isPlanId(plan) ? plan : DEFAULT_PLAN_ID;
  const amountPaise = listingAmountPaise(
    category.slug,
    planId,
    isHotel ? starsOf(starRating) : undefined,
  );

  // Leaving the page mid-upload cancels it: the server then keeps nothing (R6).
  useEffect(() => () => submission.current?.abort(), []);

  useEffect(() => {
    if (phase.kind !== 'done') return;
    const timer = setTimeout(
      () => navigate(paymentPath(phase.created)),
      LIMITS.redirectAfterSubmitMs,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  useEffect(() => {
    if (focusField === null) return;
    setFocusField(null);
    if (focusField === 'images') images.inputRef.current?.focus();
    else if (focusField === 'videos') videos.inputRef.current?.focus();
    else setFocus(focusField);
  }, [focusField, images.inputRef, videos.inputRef, setFocus]);

  // Keys the form has no field for (e.g. '_') are left to the alert.
  const showFieldErrors = (fieldErrors: Readonly<Record<string, string>>) => {
    const fields = FIELD_ORDER.filter((field) => fieldErrors[field] !== undefined);
    for (const field of fields) {
      const message = fieldErrors[field] ?? '';
      if (field === 'images') images.setError(message);
      else if (field === 'videos') videos.setError(message);
      else setError(field, { type: 'server', message });
    }
    setFocusField(fields[0] ?? null);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      images.setError(null);
      videos.setError(null);
      const controller = new AbortController();
      submission.current = controller;
      setPhase({ kind: 'submitting', percent: 0 });
      try {
        const created = await submitListing({
          category: category.slug,
          body: listingFormData(values, images.files, videos.files),
          onProgress: (percent) => setPhase({ kind: 'submitting', percent }),
          signal: controller.signal,
        });
        draft.clear();
        setPhase({ kind: 'done', created });
      } catch (error) {
        const failure = submitFailure(error);
        if (failure.kind === 'aborted') return;
        if (failure.kind === 'login') {
          // The draft keeps the text for the way back.
          leaving.allowLeaving();
          navigate(withRedirectTo(paths.vendorLogin, pathname), { replace: true });
          return;
        }
        setPhase({ kind: 'idle' });
        setFormError(failure.message);
        showFieldErrors(failure.fieldErrors);
      } finally {
        if (submission.current === controller) submission.current = null;
      }
    },
    (refused) => setFocusField(FIELD_ORDER.find((field) => field in refused) ?? null),
  );

  const busy = phase.kind !== 'idle';
  const textFields = {
    screen: 'registration',
    register,
    errors,
    className: 'grid gap-4 sm:grid-cols-2',
  } as const;
  const checking = images.checking || videos.checking;
  const chosenPlan = planById(planId);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
      {draft.restored ? (
        <DraftRestoredNote
          onDiscard={() => {
            draft.discard();
            setFocusField(FIELD_ORDER[0] ?? null);
          }}
        />
      ) : null}
      <LeaveFormDialog blocker={leaving.blocker} message={LEAVE_MESSAGE} />
      {/* The fields are locked while the form is sent. */}
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
        <FormSection legend={category.informationLabel}>
          <ListingTextFields
            fields={listingFieldsIn('information')}
            labels={{ firmName: firmNameLabel(category) }}
            {...textFields}
          />
        </FormSection>

        <FormSection legend={t.addressDetails}>
          <ListingTextFields fields={listingFieldsIn('address')} {...textFields} />
        </FormSection>

        <FeatureCheckboxes
          legend={category.featuresLabel}
          features={category.features}
          field={register('features')}
          error={errors.features?.message}
        />

        <div className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6">
          {listingFieldsIn('description').map((field) => (
            <ListingTextField
              key={field.name}
              field={field}
              screen="registration"
              rows={6}
              maxLength={LIMITS.descriptionMaxLength}
              registration={register(field.name)}
              error={errors[field.name]?.message}
            />
          ))}
        </div>

        <MediaUpload images={images} videos={videos} />

        {isHotel ? (
          <HotelCategoryPicker field={register('starRating')} error={errors.starRating?.message} />
        ) : null}

        <PlanPicker field={register('plan')} pricedByStars={isHotel} error={errors.plan?.message} />
      </fieldset>

      <section
        aria-label={t.submitSection}
        className="flex flex-col gap-4 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <p aria-live="polite" className="font-display text-2xl font-semibold text-maroon-900">
            {t.amountDue(formatInr(amountPaise))}
          </p>
          <p className="text-sm text-stone-600">
            {t.chosenPlan(chosenPlan.title, chosenPlan.durationText)}
          </p>
        </div>

        {phase.kind === 'idle' ? null : (
          <SubmitProgress percent={phase.kind === 'done' ? 100 : phase.percent} />
        )}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {/* Always in the page, so screen readers hear what appears in it; no gap while empty. */}
        <div role="status" className="empty:-mt-4">
          {phase.kind === 'done' ? (
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              {SUBMIT_SUCCESS}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={paths.home}
            className="inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 px-5 py-3 font-medium text-maroon-800 transition hover:bg-maroon-50"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.returnHome}
          </Link>
          <button
            type="submit"
            disabled={busy || checking}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-maroon-800 px-6 py-3 font-semibold text-ivory shadow-sm transition hover:bg-maroon-900 disabled:cursor-not-allowed disabled:bg-maroon-800/70 sm:min-w-56"
          >
            {busy ? t.submitting : t.submitService}
          </button>
        </div>
      </section>
    </form>
  );
}
