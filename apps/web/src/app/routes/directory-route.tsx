import { paths } from '@/config/paths';
import { DirectoryScreen } from '@/features/directory/components/directory-screen';
import type { HeadHandle } from '@/lib/ssr/head';

// /VendorList is server-rendered like the marketplace's pages (issue 17): the same HTML for
// everyone, with no data of its own (the categories are in the code).
export const loader = () => null;

export const handle: HeadHandle = {
  head: () => ({
    title: 'Vendors · Mandap',
    description:
      'Find the perfect vendors for your special day. All in one place: every category of wedding and event vendor on Mandap, and the form to register in each.',
    canonicalPath: paths.directory,
  }),
};

export const Component = DirectoryScreen;
