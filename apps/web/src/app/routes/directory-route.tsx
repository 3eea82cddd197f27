import * as t from '@mandap/shared/messages/en/public-directory';
import { paths } from '@/config/paths';
import { DirectoryScreen } from '@/features/directory/components/directory-screen';
import type { HeadHandle } from '@/lib/ssr/head';

// /VendorList is server-rendered like the marketplace's pages (issue 17): the same HTML for
// everyone, with no data of its own (the categories are in the code).
export const loader = () => null;

export const handle: HeadHandle = {
  head: () => ({
    title: t.title,
    description: t.description,
    canonicalPath: paths.directory,
  }),
};

export const Component = DirectoryScreen;
