import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalogue/categories';
import { createListingSchema, LISTING_TEXT_FIELDS, listingText } from './listings';

describe('the listing field table', () => {
  it('names every text field the registration schema checks, in the schema’s order', () => {
    for (const category of CATEGORIES) {
      const checked = Object.keys(createListingSchema(category).shape).filter(
        (key) => !['features', 'plan', 'starRating'].includes(key),
      );
      expect(LISTING_TEXT_FIELDS).toEqual(checked);
    }
  });

  it('makes a value per field', () => {
    expect(listingText((name) => `${name}!`)).toEqual(
      Object.fromEntries(LISTING_TEXT_FIELDS.map((name) => [name, `${name}!`])),
    );
  });
});
