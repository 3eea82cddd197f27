import * as t from '@mandap/shared/messages/en/public-ui';
import { X } from 'lucide-react';
import { useObjectUrl } from '@/hooks/use-object-url';

/** A round remove button laid over a picture's corner. */
export function RemoveImageButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="inline-flex size-8 items-center justify-center rounded-full bg-stone-900/70 text-white transition hover:bg-stone-900 disabled:opacity-50"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

/** A picture chosen for upload, shown before it is sent, with a button to take it out. */
export function ImagePreview({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  disabled: boolean;
}) {
  const url = useObjectUrl(file);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl border border-stone-200 bg-sand">
      {url ? <img src={url} alt={file.name} className="size-full object-cover" /> : null}
      <div className="absolute top-1 right-1">
        <RemoveImageButton label={t.removeFile(file.name)} onClick={onRemove} disabled={disabled} />
      </div>
    </li>
  );
}
