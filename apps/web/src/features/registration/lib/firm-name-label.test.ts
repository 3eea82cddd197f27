import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/registration-form';
import { LISTING_FIELDS } from '@mandap/shared/schemas/listings';
import { describe, expect, it } from 'vitest';

describe('the firm name field’s label', () => {
  // The form labels the field as the category's required message names it ('Band name').
  it.each(CATEGORIES.map((category) => [category.slug, category] as const))(
    '%s: the label its required message names',
    (_slug, category) => {
      const fieldLabel = LISTING_FIELDS.find((field) => field.name === 'firmName')?.label;
      const label = t.firmNameLabels[category.slug] ?? fieldLabel;
      expect(label).toBe(category.nameRequiredMessage.replace(/ is required$/, ''));
    },
  );
});
