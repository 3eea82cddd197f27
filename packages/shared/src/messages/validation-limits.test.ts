import { describe, expect, it } from 'vitest';
import { GRIEVANCE_LIMITS } from '../grievances';
import { LIMITS } from '../limits';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_WORD_LENGTH, SEARCH_MAX_WORDS } from '../marketplace';
import { formatInr } from '../money';
import { REPORT_LIMITS } from '../reports';
import { REVIEW_LIMITS } from '../reviews';
import * as enLimits from './en/validation-limits';
import * as hiLimits from './hi/validation-limits';

// A test reads every message by name: plain objects, not the modules' namespaces.
const en: Readonly<Record<string, string>> = { ...enLimits };
const hi: Readonly<Record<string, string>> = { ...hiLimits };

// The limits' messages write their numbers out (so the server can translate them by their
// English text): each must say the limit it is about, in both languages.
const cases: [keyof typeof enLimits, string][] = [
  ['priceTooHigh', formatInr(LIMITS.maxPricePaise)],
  ['grievanceNameTooLong', String(GRIEVANCE_LIMITS.nameMaxLength)],
  ['reviewTitleTooLong', String(REVIEW_LIMITS.titleMaxLength)],
  ['reviewBodyTooLong', String(REVIEW_LIMITS.bodyMaxLength)],
  ['reviewReplyTooLong', String(REVIEW_LIMITS.replyMaxLength)],
  ['reviewReportReasonTooLong', String(REVIEW_LIMITS.reportReasonMaxLength)],
  ['guestsTooMany', String(LIMITS.maxEnquiryGuests)],
  ['budgetTooHigh', formatInr(LIMITS.maxPricePaise)],
  ['messageTooLong', String(LIMITS.messageMaxLength)],
  ['tickAtMostVendors', String(LIMITS.similarVendors)],
  ['searchTextTooLong', String(SEARCH_MAX_QUERY_LENGTH)],
  ['searchTooManyWords', String(SEARCH_MAX_WORDS)],
  ['searchWordTooLong', String(SEARCH_MAX_WORD_LENGTH)],
  ['reportDetailsTooLong', String(REPORT_LIMITS.detailsMaxLength)],
];

describe('the limits’ messages', () => {
  it.each(cases)('%s says %s in both languages', (name, limit) => {
    const number = new RegExp(`(^|[^\\d,])${limit.replace(/[₹,]/g, (c) => `\\${c}`)}([^\\d,]|$)`);
    expect(en[name]).toMatch(number);
    expect(hi[name]).toMatch(number);
  });
});
