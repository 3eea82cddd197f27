import * as t from '@mandap/shared/messages/en/vendor-listings';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteMediaDialogProps {
  /** 'image 1', 'video 2': what is about to be deleted, as its Delete button names it. */
  name: string;
  /** The picture itself, so the vendor sees which one (an image's thumbnail). */
  thumbUrl: string | null;
  /** True while the deletion is being sent: both buttons wait, Escape does nothing. */
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}

/**
 * Asks before a photo or video is deleted (issue 17): Keep (the default, and Escape) or Delete.
 * Nothing is sent until Delete is pressed.
 */
export function DeleteMediaDialog({
  name,
  thumbUrl,
  deleting,
  onKeep,
  onDelete,
}: DeleteMediaDialogProps) {
  return (
    <ConfirmDialog
      title={t.deleteQuestion(name)}
      preview={
        thumbUrl ? (
          <img
            src={thumbUrl}
            alt=""
            className="mt-3 size-24 rounded-xl object-cover ring-1 ring-stone-200"
          />
        ) : null
      }
      message={t.deleteMediaMessage}
      confirmLabel={t.deleteLabel}
      busyLabel={t.deleting}
      cancelLabel={t.keep}
      destructive
      busy={deleting}
      onConfirm={onDelete}
      onCancel={onKeep}
    />
  );
}
