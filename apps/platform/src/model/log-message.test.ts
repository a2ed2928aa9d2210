import { describe, expect, it } from 'vitest';
import { logMessageText } from './log-message';

describe('logMessageText', () => {
  it('keeps plain text as it is', () => {
    expect(logMessageText('Import finished: 50 items')).toBe('Import finished: 50 items');
  });

  it('shows the text of the markup, entities decoded', () => {
    expect(logMessageText('Export <b>Bol.com</b> failed: a &amp; b')).toBe(
      'Export Bol.com failed: a & b',
    );
  });

  it('drops scripts and attributes, never running them', () => {
    expect(logMessageText('<img src=x onerror="alert(1)">Hi <script>alert(2)</script>')).toBe(
      'Hi alert(2)',
    );
  });
});
