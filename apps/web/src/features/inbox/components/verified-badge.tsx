import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { BadgeCheck } from 'lucide-react';

/** 'E-mail verified': the couple's address on the enquiry is their verified one (decision 0069). */
export function VerifiedEmailBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {VERIFICATION_MESSAGES.badge}
    </span>
  );
}
