import { type MediaKind, REGISTRATION_MEDIA } from '@mandap/shared/media';
import { type ChangeEvent, type RefObject, useCallback, useRef, useState } from 'react';
import {
  checkFailedMessage,
  checkMediaFiles,
  type MediaCheckProgress,
} from '@/lib/media-guard/check-media';
import { fileKey, selectionProblem } from '@/lib/media-guard/media-selection';

export interface MediaField {
  kind: MediaKind;
  files: readonly File[];
  error: string | null;
  /** True while the chosen files are being checked. */
  checking: boolean;
  /** The file being checked now, while `checking`. */
  progress: MediaCheckProgress | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  remove: (file: File) => void;
  /** Shows a message beside the input, e.g. the server's. */
  setError: (message: string | null) => void;
}

/**
 * The files chosen in one upload input of a registration form (spec 4 'Upload check'). Each
 * selection is added to the files already chosen, once it passes the type, size and count rules
 * and then the content check; a selection that fails is dropped whole, the input is cleared and
 * the reason shown beside it.
 */
export function useMediaField(kind: MediaKind): MediaField {
  const rule = REGISTRATION_MEDIA[kind];
  const [files, setFiles] = useState<readonly File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<MediaCheckProgress | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The latest list, for a check that finishes after later renders.
  const filesRef = useRef<readonly File[]>([]);
  const commit = useCallback((next: readonly File[]) => {
    filesRef.current = next;
    setFiles(next);
  }, []);

  const onChange = useCallback(
    async (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const chosen = Array.from(input.files ?? []);
      // The chosen files live in state; the input is emptied so that picking the same file again
      // (after removing it) is a change too, and a refused selection does not linger.
      input.value = '';
      if (chosen.length === 0) return;
      const known = new Set(filesRef.current.map(fileKey));
      const added = chosen.filter((file) => !known.has(fileKey(file)));
      if (added.length === 0) return;

      const problem = selectionProblem(added, filesRef.current.length, kind, rule);
      if (problem) {
        setError(problem);
        return;
      }
      setError(null);
      setChecking(true);
      let result: Awaited<ReturnType<typeof checkMediaFiles>>;
      try {
        result = await checkMediaFiles(added, kind, 'registration', { onProgress: setProgress });
      } catch {
        result = { ok: false, message: checkFailedMessage('registration', kind) };
      } finally {
        setChecking(false);
        setProgress(null);
      }
      if (!result.ok) {
        setError(result.message);
        return;
      }
      commit([...filesRef.current, ...added]);
    },
    [kind, rule, commit],
  );

  const remove = useCallback(
    (file: File) => {
      commit(filesRef.current.filter((f) => f !== file));
      setError(null);
    },
    [commit],
  );

  return { kind, files, error, checking, progress, inputRef, onChange, remove, setError };
}
