import { MEDIA_FORMAT_HINTS, type MediaKind, REGISTRATION_MEDIA } from '@mandap/shared/media';
import * as t from '@mandap/shared/messages/en/registration-form';
import { Film, ImagePlus, LoaderCircle, Video, X } from 'lucide-react';
import { useId } from 'react';
import { GovernmentIdNotice } from '@/components/ui/government-id-notice';
import { ImagePreview } from '@/components/ui/image-preview';
import { FieldError } from '@/components/ui/text-field';
import type { MediaField } from '@/features/registration/hooks/use-media-field';
import { checkingText } from '@/lib/media-guard/check-media';
import { fileKey } from '@/lib/media-guard/media-selection';
import { OcrDownloadStatus } from '@/lib/media-guard/ocr-download-status';
import { FormSection } from './form-section';

const MB = 1024 * 1024;

const TEXTS: Record<
  MediaKind,
  { label: string; choose: string; limit: (max: number) => string; chosen: string }
> = {
  image: {
    label: t.images,
    choose: t.chooseImages,
    limit: t.imageLimit,
    chosen: t.chosenImages,
  },
  video: {
    label: t.videos,
    choose: t.chooseVideos,
    limit: t.videoLimit,
    chosen: t.chosenVideos,
  },
};

interface MediaUploadProps {
  images: MediaField;
  videos: MediaField;
}

/** Media Upload (spec 2.7): images and videos, the format hints and the government-ID notice. */
export function MediaUpload({ images, videos }: MediaUploadProps) {
  const noticeId = useId();
  return (
    <FormSection legend={t.mediaUpload}>
      <GovernmentIdNotice id={noticeId} className="mb-5" />
      <div className="grid gap-6 md:grid-cols-2">
        <UploadInput field={images} noticeId={noticeId} />
        <UploadInput field={videos} noticeId={noticeId} />
      </div>
    </FormSection>
  );
}

function UploadInput({ field, noticeId }: { field: MediaField; noticeId: string }) {
  const id = useId();
  const rule = REGISTRATION_MEDIA[field.kind];
  const texts = TEXTS[field.kind];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const Icon = field.kind === 'image' ? ImagePlus : Video;
  const full = field.files.length >= rule.maxFiles;
  return (
    <div className="min-w-0">
      <p className="mb-1.5 text-sm font-medium text-stone-800" aria-hidden="true">
        {texts.label}
      </p>
      {/* The input is the control (keyboard, screen readers, tests); the label is its face. */}
      <input
        id={id}
        ref={field.inputRef}
        type="file"
        name={field.kind === 'image' ? 'images' : 'videos'}
        multiple
        accept={rule.accept}
        disabled={field.checking || full}
        aria-label={texts.label}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={[field.error ? errorId : null, hintId, noticeId]
          .filter(Boolean)
          .join(' ')}
        onChange={field.onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-maroon-200 bg-ivory px-4 py-6 text-center transition hover:border-marigold-400 hover:bg-marigold-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marigold-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-red-400 peer-aria-invalid:bg-red-50/40"
      >
        <Icon aria-hidden="true" className="size-7 text-maroon-700" />
        <span className="font-semibold text-maroon-800">{texts.choose}</span>
      </label>
      <div id={hintId} className="mt-2 space-y-0.5 text-xs text-stone-500">
        <p>{MEDIA_FORMAT_HINTS[field.kind]}</p>
        <p>{texts.limit(rule.maxFiles)}</p>
      </div>
      <div id={statusId} role="status" className="text-sm">
        {field.checking ? (
          <div className="mt-2">
            <p className="flex items-center gap-2 font-medium text-stone-700">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-maroon-700" />
              {t.checkingFiles}
            </p>
            {field.progress ? (
              <p className="mt-0.5 truncate pl-6 text-xs text-stone-500">
                {checkingText(field.progress)}
              </p>
            ) : null}
            <OcrDownloadStatus />
          </div>
        ) : null}
      </div>
      {field.error ? <FieldError id={errorId}>{field.error}</FieldError> : null}
      {field.files.length > 0 ? (
        field.kind === 'image' ? (
          <ul aria-label={texts.chosen} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {field.files.map((file) => (
              <ImagePreview
                key={fileKey(file)}
                file={file}
                onRemove={() => field.remove(file)}
                disabled={field.checking}
              />
            ))}
          </ul>
        ) : (
          <ul aria-label={texts.chosen} className="mt-3 flex flex-col gap-2">
            {field.files.map((file) => (
              <li
                key={fileKey(file)}
                className="flex items-center gap-2 rounded-xl border border-stone-200 bg-ivory py-1.5 pr-1.5 pl-3 text-sm"
              >
                <Film aria-hidden="true" className="size-4 shrink-0 text-maroon-700" />
                <span className="min-w-0 flex-1 truncate text-stone-800">{file.name}</span>
                <span className="shrink-0 text-xs text-stone-500">{formatSize(file.size)}</span>
                <RemoveButton
                  name={file.name}
                  onClick={() => field.remove(file)}
                  disabled={field.checking}
                />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function RemoveButton({
  name,
  onClick,
  disabled,
}: {
  name: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={t.removeFile(name)}
      className="inline-flex size-8 items-center justify-center rounded-full text-stone-600 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
