import * as t from '@mandap/shared/messages/en/registration-form';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface LeaveFormDialogProps {
  /** From useUnsavedChanges: the dialog shows while it holds a navigation. */
  blocker: Blocker;
  /** What leaving loses, for this form. */
  message: string;
}

/** Asks whether to leave a form with unsaved changes: Stay (the default, and Escape) or Leave. */
export function LeaveFormDialog({ blocker, message }: LeaveFormDialogProps) {
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t.leaveTitle}
      message={message}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
