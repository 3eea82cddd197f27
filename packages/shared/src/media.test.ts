import { describe, expect, it } from 'vitest';
import { listingCapMessage } from './media';

describe("the message for an upload past a listing's caps", () => {
  it.each([
    ['image', 8, 'A listing can have at most 10 images. This one has 8, so you can add 2 more.'],
    ['image', 9, 'A listing can have at most 10 images. This one has 9, so you can add 1 more.'],
    [
      'image',
      10,
      'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.',
    ],
    [
      'image',
      35,
      'A listing can have at most 10 images. This one has 35, so you can add no more until you delete 26 of them.',
    ],
    [
      'video',
      3,
      'A listing can have at most 3 videos. This one has 3, so you can add no more until you delete one.',
    ],
  ] as const)('%s, %i already', (kind, has, message) => {
    expect(listingCapMessage(kind, has)).toBe(message);
  });
});
