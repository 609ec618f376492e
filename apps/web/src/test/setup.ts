import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../lib/toast.tsx';

afterEach(() => {
  cleanup();
  clearToasts();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
