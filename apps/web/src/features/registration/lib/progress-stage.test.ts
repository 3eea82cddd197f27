import { describe, expect, it } from 'vitest';
import { progressStage } from './progress-stage';

describe('progressStage', () => {
  it.each([
    [0, 'Preparing your data...'],
    [29, 'Preparing your data...'],
    [30, 'Uploading files...'],
    [59, 'Uploading files...'],
    [60, 'Processing submission...'],
    [89, 'Processing submission...'],
    [90, 'Almost done...'],
    [100, 'Almost done...'],
  ])('%i%% reads %s', (percent, text) => {
    expect(progressStage(percent)).toBe(text);
  });
});
