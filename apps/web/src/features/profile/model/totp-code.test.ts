import { describe, expect, it } from 'vitest';
import { checkTotpCodeInput, groupSecret } from './totp-code';

describe('checkTotpCodeInput', () => {
  it('accepts six digits, also grouped with spaces or a dash', () => {
    expect(checkTotpCodeInput('123456')).toEqual({ isValid: true, code: '123456' });
    expect(checkTotpCodeInput(' 123 456 ')).toEqual({ isValid: true, code: '123456' });
    expect(checkTotpCodeInput('123-456')).toEqual({ isValid: true, code: '123456' });
    expect(checkTotpCodeInput('000000')).toEqual({ isValid: true, code: '000000' });
  });

  it('calls an empty field empty', () => {
    expect(checkTotpCodeInput('')).toEqual({ isValid: false, problem: 'empty' });
    expect(checkTotpCodeInput('   ')).toEqual({ isValid: false, problem: 'empty' });
  });

  it('refuses anything but exactly six digits', () => {
    for (const input of ['12345', '1234567', '12a456', '１２３４５６', '12.456', '+123456']) {
      expect(checkTotpCodeInput(input), input).toEqual({ isValid: false, problem: 'format' });
    }
  });
});

describe('groupSecret', () => {
  it('groups the key in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
    expect(groupSecret('')).toBe('');
  });
});
