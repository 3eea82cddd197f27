import * as t from '@mandap/shared/messages/en/legal-privacy-notice';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { type NoticeOfficer, PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { isRecord } from '@/lib/api-client';
import type { HeadHandle } from '@/lib/ssr/head';
import { loaderFetch } from '@/lib/ssr/loader-fetch';

// /privacy-policy is the privacy notice (issue 29, decision 0071), server-rendered like the other
// public pages: the same HTML for everyone, with the grievance officer of the server's settings.

/** The officer from GET /api/grievance-officer, read by hand (no zod in a first view, 0045). */
function officerOf(body: unknown): NoticeOfficer | null {
  if (!isRecord(body)) return null;
  const { name, email, address } = body;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof address !== 'string') {
    return null;
  }
  return { name, email, address };
}

/** The grievance officer, or null when it cannot be asked (the notice still shows). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  try {
    const response = await loaderFetch(context)('/api/grievance-officer', {
      signal: request.signal,
    });
    return { officer: response.ok ? officerOf(await response.json()) : null };
  } catch {
    return { officer: null };
  }
}

const TITLE = `${t.notice.heading} · Mandap`;

export const handle: HeadHandle = {
  head: () => ({
    title: TITLE,
    description: t.pageDescription,
    canonicalPath: paths.privacy,
  }),
};

export function Component() {
  const { officer } = useLoaderData<typeof loader>();
  return (
    <>
      <DocumentTitle>{TITLE}</DocumentTitle>
      <PrivacyNotice officer={officer} />
    </>
  );
}
