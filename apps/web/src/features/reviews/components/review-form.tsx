import { MEDIA_FORMAT_HINTS, REGISTRATION_MEDIA, tooManyFilesMessage } from '@mandap/shared/media';
import * as t from '@mandap/shared/messages/en/public-review-form';
import { REVIEW_LIMITS } from '@mandap/shared/reviews';
import type { Review, ReviewFields, ReviewFieldsSchema } from '@mandap/shared/schemas/reviews';
import { ImagePlus, LoaderCircle, ShieldAlert } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { ImagePreview, RemoveImageButton } from '@/components/ui/image-preview';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { FieldError, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSaveReview } from '@/features/reviews/api/reviews';
import { ApiError, NetworkError, refusalMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { groupDigits } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import {
  checkFailedMessage,
  checkingText,
  checkMediaFiles,
  type MediaCheckProgress,
} from '@/lib/media-guard/check-media';
import { fileKey, selectionProblem } from '@/lib/media-guard/media-selection';
import { starsText } from '@/lib/ratings';

type FormInput = z.input<typeof ReviewFieldsSchema>;
const FIELDS = ['rating', 'title', 'body'] as const;

// The storefront's first view has no zod: the schema is loaded when the form is first checked.
const reviewResolver = lazyResolver(async () => {
  const [{ zodResolver }, { ReviewFieldsSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@mandap/shared/schemas/reviews'),
  ]);
  return zodResolver(ReviewFieldsSchema);
});

interface ReviewFormProps {
  listingId: number;
  firmName: string;
  /** The user's own review, to edit; null to write one. */
  review: Review | null;
  onSaved: (review: Review) => void;
  onCancel: () => void;
}

function failureText(error: unknown, editing: boolean): string {
  if (error instanceof NetworkError) {
    return t.unreachableSendAgain;
  }
  return refusalMessage(error, editing ? t.changesNotSaved : t.reviewNotSent);
}

/**
 * Writing a review, or editing one's own: 1 to 5 stars (native radios, so arrow keys move between
 * them), a title, the text with its count, and up to five photos. Photos pass the registration
 * form's type and size rules and the browser's government-ID check before they are added; the
 * server checks all of it again.
 */
export function ReviewForm({ listingId, firmName, review, onSaved, onCancel }: ReviewFormProps) {
  const id = useId();
  const editing = review !== null;
  const save = useSaveReview(listingId, review?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const kept = (review?.photos ?? []).filter((photo) => !removed.includes(photo.id));
  const photos = usePhotos(REVIEW_LIMITS.maxPhotos - kept.length);

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, ReviewFields>({
    resolver: reviewResolver,
    defaultValues: review
      ? { rating: String(review.rating), title: review.title, body: review.body }
      : { rating: '', title: '', body: '' },
  });
  const bodyLength = String(watch('body') ?? '').trim().length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (photos.checking) return;
    try {
      const saved = await save.mutateAsync({
        ...values,
        photos: photos.files,
        removePhotoIds: removed,
      });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const refused = applyFieldErrors(setError, error.fieldErrors, FIELDS, { focus: true });
        const photoError = error.fieldErrors.photos;
        if (photoError) photos.setError(photoError);
        if (refused.length > 0 || photoError) return;
      }
      setFailure(failureText(error, editing));
    }
  });

  const ratingError = errors.rating?.message;
  const photoHintId = `${id}-photo-hint`;
  const photoErrorId = `${id}-photo-error`;
  const sending = save.isPending;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.yourRating}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-stone-200 bg-white px-3 py-1.5 text-sm has-checked:border-maroon-700 has-checked:bg-maroon-50 has-checked:font-semibold has-checked:text-maroon-900 has-focus-visible:outline-2 has-focus-visible:outline-marigold-500"
            >
              <input
                type="radio"
                value={String(stars)}
                aria-invalid={ratingError ? true : undefined}
                className="size-4 accent-maroon-700"
                {...register('rating')}
              />
              {starsText(stars)}
            </label>
          ))}
        </div>
        {ratingError ? <FieldError id={`${id}-rating-error`}>{ratingError}</FieldError> : null}
      </fieldset>

      <TextField
        label={t.title}
        placeholder={t.titlePlaceholder}
        maxLength={REVIEW_LIMITS.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />

      <TextareaField
        label={t.yourReview}
        placeholder={t.bodyPlaceholder(firmName)}
        hint={t.bodyCount(
          groupDigits(bodyLength),
          groupDigits(REVIEW_LIMITS.bodyMaxLength),
          REVIEW_LIMITS.bodyMinLength,
        )}
        error={errors.body?.message}
        {...register('body')}
      />

      <div>
        <p className="mb-1.5 text-sm font-medium text-stone-800" aria-hidden="true">
          {t.photosOptional}
        </p>
        {kept.length > 0 ? (
          <ul
            aria-label={t.photosInYourReview}
            className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5"
          >
            {(review?.photos ?? []).map((photo, index) =>
              removed.includes(photo.id) ? null : (
                <li
                  key={photo.id}
                  className="relative aspect-square overflow-hidden rounded-xl border border-stone-200 bg-sand"
                >
                  <img
                    src={photo.thumbUrl}
                    alt={t.yourReviewPhoto(index + 1, review?.photos.length ?? 0)}
                    className="size-full object-cover"
                  />
                  <div className="absolute top-1 right-1">
                    <RemoveImageButton
                      label={t.removeYourPhoto(index + 1)}
                      onClick={() => setRemoved((ids) => [...ids, photo.id])}
                      disabled={sending}
                    />
                  </div>
                </li>
              ),
            )}
          </ul>
        ) : null}
        <input
          id={`${id}-photos`}
          ref={photos.inputRef}
          type="file"
          multiple
          accept={REGISTRATION_MEDIA.image.accept}
          disabled={photos.checking || photos.room <= 0 || sending}
          aria-label={t.photosOptional}
          aria-invalid={photos.error ? true : undefined}
          aria-describedby={[photos.error ? photoErrorId : null, photoHintId]
            .filter(Boolean)
            .join(' ')}
          onChange={photos.onChange}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-photos`}
          className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-maroon-200 bg-ivory px-4 py-4 text-center transition hover:border-marigold-400 hover:bg-marigold-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marigold-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <ImagePlus aria-hidden="true" className="size-5 text-maroon-700" />
          <span className="font-semibold text-maroon-800">{t.addPhotos}</span>
        </label>
        <div id={photoHintId} className="mt-2 space-y-0.5 text-xs text-stone-500">
          <p>
            {t.photosHint(REVIEW_LIMITS.maxPhotos)} {MEDIA_FORMAT_HINTS.image}, WebP.
          </p>
          <p className="flex items-start gap-1.5">
            <ShieldAlert aria-hidden="true" className="size-4 shrink-0 text-marigold-700" />
            {MEDIA_FORMAT_HINTS.governmentIdNotice}
          </p>
        </div>
        <div role="status" className="text-sm">
          {photos.checking ? (
            <p className="mt-2 flex items-center gap-2 font-medium text-stone-700">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-maroon-700" />
              {photos.progress ? checkingText(photos.progress) : t.checkingPhotos}
            </p>
          ) : null}
        </div>
        {photos.error ? <FieldError id={photoErrorId}>{photos.error}</FieldError> : null}
        {photos.files.length > 0 ? (
          <ul aria-label={t.photosToAdd} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {photos.files.map((file) => (
              <ImagePreview
                key={fileKey(file)}
                file={file}
                onRemove={() => photos.remove(file)}
                disabled={photos.checking || sending}
              />
            ))}
          </ul>
        ) : null}
      </div>

      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending || photos.checking} className={primaryButtonClass}>
          {sending ? t.sending : editing ? t.saveChanges : t.sendReview}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={sending}
          className={secondaryButtonClass}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** The photos chosen to add, each selection checked before it joins them. */
function usePhotos(room: number) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<MediaCheckProgress | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<readonly File[]>([]);
  const commit = (next: readonly File[]) => {
    filesRef.current = next;
    setFiles(next);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    const known = new Set(filesRef.current.map(fileKey));
    const added = chosen.filter((file) => !known.has(fileKey(file)));
    if (added.length === 0) return;
    const rule = { ...REGISTRATION_MEDIA.image, maxFiles: Math.max(0, room) };
    const problem = selectionProblem(added, filesRef.current.length, 'image', rule);
    if (problem) {
      // The count's message in words for a review, in the page's language.
      setError(
        problem === tooManyFilesMessage('image', rule)
          ? t.tooManyPhotos(REVIEW_LIMITS.maxPhotos)
          : problem,
      );
      return;
    }
    setError(null);
    setChecking(true);
    let result: Awaited<ReturnType<typeof checkMediaFiles>>;
    try {
      result = await checkMediaFiles(added, 'image', 'registration', { onProgress: setProgress });
    } catch {
      result = { ok: false, message: checkFailedMessage('registration', 'image') };
    } finally {
      setChecking(false);
      setProgress(null);
    }
    if (!result.ok) {
      setError(result.message);
      return;
    }
    commit([...filesRef.current, ...added]);
  };

  const remove = (file: File) => {
    commit(filesRef.current.filter((f) => f !== file));
    setError(null);
  };

  return {
    files,
    error,
    checking,
    progress,
    inputRef,
    onChange,
    remove,
    setError,
    room: room - files.length,
  };
}
