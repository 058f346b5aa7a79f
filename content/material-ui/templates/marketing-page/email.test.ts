import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH, validateEmail } from './email';

describe('validateEmail', () => {
  it('accepts ordinary work addresses', () => {
    expect(validateEmail('maya.ortiz@larkspur.io')).toBeNull();
    expect(validateEmail('ops+oncall@eu.oakhaven-freight.co.uk')).toBeNull();
  });

  it('ignores surrounding whitespace', () => {
    expect(validateEmail('  dev@tessella.dev  ')).toBeNull();
  });

  it('asks for an address when the field is empty or blank', () => {
    expect(validateEmail('')).toBe('Enter your work email address.');
    expect(validateEmail('   ')).toBe('Enter your work email address.');
  });

  it('rejects a missing or repeated @', () => {
    expect(validateEmail('maya.larkspur.io')).toMatch(/name@company\.com/);
    expect(validateEmail('maya@@larkspur.io')).toMatch(/name@company\.com/);
    expect(validateEmail('a@b@larkspur.io')).toMatch(/name@company\.com/);
  });

  it('rejects a bad local part', () => {
    expect(validateEmail('@larkspur.io')).toMatch(/before the @/);
    expect(validateEmail('.maya@larkspur.io')).toMatch(/before the @/);
    expect(validateEmail('maya.@larkspur.io')).toMatch(/before the @/);
    expect(validateEmail('ma..ya@larkspur.io')).toMatch(/before the @/);
    expect(validateEmail('ma ya@larkspur.io')).toMatch(/before the @/);
    expect(validateEmail(`${'a'.repeat(65)}@larkspur.io`)).toMatch(/before the @/);
  });

  it('rejects a bad domain', () => {
    expect(validateEmail('maya@larkspur')).toMatch(/domain/);
    expect(validateEmail('maya@larkspur.')).toMatch(/domain/);
    expect(validateEmail('maya@-larkspur.io')).toMatch(/domain/);
    expect(validateEmail('maya@larkspur..io')).toMatch(/domain/);
    expect(validateEmail('maya@larkspur.i')).toMatch(/domain/);
    expect(validateEmail('maya@larkspur.123')).toMatch(/domain/);
  });

  it('rejects addresses longer than the limit', () => {
    const domain = `${['d', 'e', 'f', 'g', 'h'].map((c) => c.repeat(50)).join('.')}.com`;
    const address = `maya@${domain}`;
    expect(address.length).toBeGreaterThan(MAX_EMAIL_LENGTH);
    expect(validateEmail(address)).toMatch(/too long/);
  });
});
