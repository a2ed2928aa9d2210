import { describe, expect, it } from 'vitest';
import { humanise } from './humanise';

describe('humanise', () => {
  it('turns keys into names', () => {
    expect(humanise('meta-shops-ads')).toBe('Meta Shops Ads');
    expect(humanise('feedback_service_ui')).toBe('Feedback Service Ui');
  });
});
