import { describe, expect, it } from 'vitest';
import { parsePaymentLink } from './payment-link';

const parse = (query: string) => parsePaymentLink(new URLSearchParams(query));

describe('payment link', () => {
  it('names the listing to pay', () => {
    expect(parse('service_id=42&vendor_id=VND-7K3M9QX2')).toEqual({ listingId: 42 });
  });

  it('names the commission invoice to pay', () => {
    expect(parse('invoice=17')).toEqual({ documentId: 17 });
    expect(parse('invoice=%2017%20')).toEqual({ documentId: 17 });
  });

  it.each(['invoice=', 'invoice=0', 'invoice=-2', 'invoice=1.5', 'invoice=abc', 'invoice=1e3'])(
    'is an incomplete invoice link: %s',
    (query) => {
      expect(parse(query)).toBeNull();
    },
  );

  it.each([
    '',
    'service_id=42',
    'vendor_id=VND-7K3M9QX2',
    'service_id=&vendor_id=VND-1',
    'service_id=42&vendor_id=',
    'service_id=0&vendor_id=VND-1',
    'service_id=-1&vendor_id=VND-1',
    'service_id=4.2&vendor_id=VND-1',
    'service_id=42abc&vendor_id=VND-1',
    'service_id=1e3&vendor_id=VND-1',
    'service_id=99999999999999999999&vendor_id=VND-1',
  ])('is incomplete: %s', (query) => {
    expect(parse(query)).toBeNull();
  });
});
