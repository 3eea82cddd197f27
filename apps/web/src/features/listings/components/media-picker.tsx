import type { MediaKind, MediaRule } from '@mandap/shared/media';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/text-field';
import {
  checkFailedMessage,
  checkingText,
  checkMediaFiles,
  type MediaCheckProgress,
} from '@/lib/media-guard/check-media';
import { selectionProblem } from '@/lib/media-guard/media-selection';

export type PickerForm = 'editMedia' | 'registration';

interface MediaPickerProps {
  kind: MediaKind;
  label: string;
  rule: MediaRule;
  form: PickerForm;
  required?: boolean;
  multiple?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** True while the government-ID check runs. */
  onChecking: (checking: boolean) => void;
}

function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * A file input with the form's type and size checks, then the government-ID check (spec 5
 * 'Edit Media', R7/R8). A refused selection is cleared and its message shown.
 */
export function MediaPicker({
  kind,
  label,
  rule,
  form,
  required = false,
  multiple = false,
  files,
  onChange,
  onChecking,
}: MediaPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<MediaCheckProgress | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);

  useEffect(() => {
    const urls = files.map(previewUrl).filter((url): url is string => url !== null);
    setPreviews(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);

  // The input mirrors the chosen files: cleared when the form resets them.
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files]);

  function refuse(message: string) {
    setError(message);
    onChange([]);
    if (input.current) input.current.value = '';
  }

  async function pick(list: FileList | null) {
    const picked = list ? [...list] : [];
    setError(null);
    if (picked.length === 0) {
      onChange([]);
      return;
    }
    const problem = selectionProblem(picked, 0, kind, rule);
    if (problem) return refuse(problem);
    setChecking(true);
    onChecking(true);
    try {
      const result = await checkMediaFiles(picked, kind, form, { onProgress: setProgress });
      if (!result.ok) return refuse(result.message);
      onChange(picked);
    } catch {
      refuse(checkFailedMessage(form, kind));
    } finally {
      setChecking(false);
      setProgress(null);
      onChecking(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={rule.accept}
        multiple={multiple}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void pick(event.target.files)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-maroon-800 file:px-4 file:py-2 file:text-sm file:font-medium file:text-ivory hover:file:bg-maroon-900"
      />
      {checking ? (
        <p role="status" className="mt-1.5 text-sm text-stone-600">
          {progress ? checkingText(progress) : 'Checking files...'}
        </p>
      ) : null}
      {error ? (
        <div role="alert">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
      {previews.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={`${label} preview`}>
          {previews.map((url, index) => (
            <li key={url}>
              {kind === 'image' ? (
                <img
                  src={url}
                  alt={`Preview of ${files[index]?.name ?? 'image'}`}
                  className="size-28 rounded-xl object-cover ring-1 ring-stone-200"
                />
              ) : (
                <video src={url} controls muted className="h-28 rounded-xl ring-1 ring-stone-200">
                  <track kind="captions" />
                </video>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
