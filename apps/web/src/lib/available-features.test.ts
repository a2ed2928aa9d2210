import { describe, expect, it } from 'vitest';
import { availableFeatureNames } from './available-features';

describe('availableFeatureNames', () => {
  it('keeps the features present with permission true', () => {
    const names = availableFeatureNames([
      { key: 'feedback_service_ui', name: 'feedback_service_ui', permission: true },
      { key: 'new_gen_image_designer', name: 'new_gen_image_designer', permission: false },
    ]);
    expect([...names]).toEqual(['feedback_service_ui']);
  });

  it('is empty for an empty list', () => {
    expect(availableFeatureNames([]).size).toBe(0);
  });
});
