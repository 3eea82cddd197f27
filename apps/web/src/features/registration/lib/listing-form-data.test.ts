import { describe, expect, it } from 'vitest';
import { LISTING_TEXT } from '@/test/listing';
import { listingFormData } from './listing-form-data';

const VALUES = {
  ...LISTING_TEXT,
  features: ['AC Rooms', 'Restaurant'],
  plan: 'premium',
} as const;

function entries(form: FormData): [string, string][] {
  return [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

describe('listingFormData', () => {
  it('sends the text fields, one features entry per feature, the star rating and the files', () => {
    const image = new File(['a'], 'front.jpg', { type: 'image/jpeg' });
    const video = new File(['b'], 'tour.mp4', { type: 'video/mp4' });
    const form = listingFormData(
      { ...VALUES, features: [...VALUES.features], starRating: 4 },
      [image],
      [video],
    );
    expect(entries(form)).toEqual([
      ...Object.entries(LISTING_TEXT),
      ['plan', 'premium'],
      ['starRating', '4'],
      ['features', 'AC Rooms'],
      ['features', 'Restaurant'],
      ['images', 'file:front.jpg'],
      ['videos', 'file:tour.mp4'],
    ]);
  });

  it('sends no star rating, amount or category for other categories', () => {
    const form = listingFormData({ ...VALUES, features: [], starRating: undefined }, [], []);
    const names = [...form.keys()];
    expect(names).not.toContain('starRating');
    expect(names).not.toContain('amount');
    expect(names).not.toContain('features');
  });
});
