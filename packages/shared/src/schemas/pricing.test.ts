import { describe, expect, it } from 'vitest';
import { PriceRowSchema, SavePricesSchema } from './pricing';

function errors(rows: { specification?: string; mrp?: string; offer?: string }[]) {
  const result = SavePricesSchema.safeParse({ rows });
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const row = (specification: string, mrp: string, offer: string) => ({ specification, mrp, offer });

describe('SavePricesSchema (spec 5, R9)', () => {
  it.each([
    [[row('Wedding DJ', '15000', '12000')], []],
    [[row('Wedding DJ', '99.99', '99.9')], []],
    [[row('Wedding DJ', '100', '100')], []],
    [[row('', '100', '90')], ['rows.0.specification: Specification is required']],
    [[row('Wedding DJ', '', '90')], ['rows.0.mrp: MRP is required']],
    [[row('Wedding DJ', '100', '')], ['rows.0.offer: Offer price is required']],
    [[row('Wedding DJ', '99.999', '90')], ['rows.0.mrp: Enter a valid price (e.g., 99.99)']],
    [[row('Wedding DJ', '1e3', '90')], ['rows.0.mrp: Enter a valid price (e.g., 99.99)']],
    [[row('Wedding DJ', '100', '-5')], ['rows.0.offer: Enter a valid price (e.g., 99.99)']],
    [[row('Wedding DJ', '100', '100.01')], ['rows.0.offer: Offer price cannot be higher than MRP']],
    [
      [row('Wedding DJ', '100', '90'), row('Club DJ', '50', '40'), row('Wedding DJ', '80', '70')],
      ['rows.2.specification: This specification is already selected'],
    ],
    [
      [row('Wedding DJ', '100', '90'), row('Club DJ', 'abc', '40')],
      ['rows.1.mrp: Enter a valid price (e.g., 99.99)'],
    ],
  ])('%j -> %j', (rows, expected) => {
    expect(errors(rows)).toEqual(expected);
  });

  it('needs at least one row', () => {
    expect(errors([])).toEqual(['rows: Add at least one specification']);
  });
});

describe('price rows as vendors type them (issue 31)', () => {
  const row = { specification: 'Veg thali', mrp: '1,50,000', offer: '₹ 1,20,000' };

  it('takes grouped amounts and a unit, per event when none is given', () => {
    const parsed = PriceRowSchema.parse(row);
    expect(parsed.unit).toBe('event');
    expect(PriceRowSchema.parse({ ...row, unit: 'plate_veg' }).unit).toBe('plate_veg');
    expect(
      PriceRowSchema.safeParse({ ...row, mrp: '150,000', offer: '1,50,000.50' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['offer'],
        message: 'Offer price cannot be higher than MRP',
      }),
    ]);
  });

  it('refuses an unknown unit and a badly grouped amount with the spec message', () => {
    expect(
      PriceRowSchema.safeParse({ ...row, unit: 'per_kg' }).error?.issues.map((i) => i.message),
    ).toEqual(['Choose what the price is for']);
    expect(
      PriceRowSchema.safeParse({ ...row, mrp: '1,5,0000' }).error?.issues.map((i) => i.message),
    ).toEqual(['Enter a valid price (e.g., 99.99)']);
  });
});
