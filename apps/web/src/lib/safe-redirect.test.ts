import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withRedirectTo } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/VendorList/Hotelregister', '/VendorList/Hotelregister'],
    ['/payment?service_id=1&vendor_id=VND-1', '/payment?service_id=1&vendor_id=VND-1'],
    ['/ServiceDetails?data=Shaadi%20Studio', '/ServiceDetails?data=Shaadi%20Studio'],
    ['/profile#top', '/profile#top'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'VendorProfile',
    'https://evil.com/',
    '//evil.com',
    '//evil.com/VendorProfile',
    '/\\evil.com',
    '/.//evil.com',
    '/\t/evil.com',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses the excluded pages whatever their case or trailing slash', () => {
    const exclude = ['/VendorLogin'];
    expect(safeRedirectPath('/vendorlogin/', exclude)).toBeNull();
    expect(safeRedirectPath('/VendorLogin?redirectTo=%2F', exclude)).toBeNull();
    expect(safeRedirectPath('/VendorProfile', exclude)).toBe('/VendorProfile');
  });
});

describe('withRedirectTo', () => {
  it('adds the path as an encoded search parameter, or nothing', () => {
    expect(withRedirectTo('/VendorLogin', '/payment?service_id=1')).toBe(
      '/VendorLogin?redirectTo=%2Fpayment%3Fservice_id%3D1',
    );
    expect(withRedirectTo('/VendorLogin', null)).toBe('/VendorLogin');
  });
});
