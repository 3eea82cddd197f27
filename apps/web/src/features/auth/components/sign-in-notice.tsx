import * as t from '@mandap/shared/messages/en/auth-account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { signInNoticeKey } from '@/features/auth/lib/sign-in-notice';

/**
 * What the last sign-in had to say ("Your account deletion was cancelled", decision 0072), on the
 * page it went on to, until dismissed or the next sign-in.
 */
export function SignInNotice() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: signInNoticeKey,
    queryFn: () => null as string | null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (!data) return null;
  return (
    <div className="mx-auto mt-4 flex max-w-2xl items-start gap-3 rounded-2xl border border-marigold-200 bg-marigold-50 px-4 py-3 text-marigold-900">
      <p role="status" className="flex-1 font-medium">
        {data}
      </p>
      <button
        type="button"
        aria-label={t.dismiss}
        onClick={() => queryClient.setQueryData(signInNoticeKey, null)}
        className="rounded-full p-1 hover:bg-marigold-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
