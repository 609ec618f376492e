import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './base.ts';

const config = {
  staging: 'https://staging-api.schoolmates.test/api',
  production: 'https://api.schoolmates.test/api/',
};

describe('resolveApiBase', () => {
  it('uses the staging backend on the staging site', () => {
    expect(resolveApiBase({ hostname: 'staging.schoolmates.test' }, config)).toBe(config.staging);
  });

  it('uses the production backend on every other address', () => {
    expect(resolveApiBase({ hostname: 'portal.schoolmates.test' }, config)).toBe(
      'https://api.schoolmates.test/api',
    );
    expect(resolveApiBase({ hostname: 'preview-12.schoolmates.test' }, config)).toBe(
      'https://api.schoolmates.test/api',
    );
  });

  it('defaults to the same origin when no backend is configured', () => {
    expect(resolveApiBase({ hostname: 'localhost' })).toBe('/api');
    expect(resolveApiBase({ hostname: 'staging.local' }, { production: config.production })).toBe(
      '/api',
    );
  });
});
