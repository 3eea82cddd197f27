import * as t from './messages/en/account-screens';

// The name an erased account goes by (decision 0030): stored and sent in English, shown in the
// page's language.

/** The name an erased account goes by wherever its messages and reviews are still shown. */
export const DELETED_NAME = 'Deleted user';

/** A person's name as a page shows it: an erased account's in the page's language. */
export function shownName(name: string): string {
  return name === DELETED_NAME ? t.deletedUser : name;
}
