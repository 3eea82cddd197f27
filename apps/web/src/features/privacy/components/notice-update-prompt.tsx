import { lazy, Suspense } from 'react';
import { useSessionQuery } from '@/lib/get-session';

// Loaded only when there is a newer notice to accept: every page mounts the prompt, and its
// first view carries only this check (issue 17's 100 KB).
const NoticeUpdateBanner = lazy(async () => ({
  default: (await import('./notice-update-banner')).NoticeUpdateBanner,
}));

/**
 * After a new version of the privacy notice, the next sign-in shows what changed (issue 29,
 * decision 0071): the session reply names the version to accept; nothing otherwise.
 */
export function NoticeUpdatePrompt() {
  const { data } = useSessionQuery();
  const update = data && data.role !== null ? data.noticeUpdate : null;
  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <NoticeUpdateBanner update={update} />
    </Suspense>
  );
}
