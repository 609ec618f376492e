import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

const loadGreeting = async () => ({
  default: ({ name }: { name: string }) => <h1>Welcome back, {name}</h1>,
});

describe('a lazily loaded component', () => {
  it('shows its content in the first render once its code has loaded, never the fallback', async () => {
    const greeting = lazyComponent(loadGreeting);
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Welcome back, Ada');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends until its code loads when rendered first', async () => {
    const greeting = lazyComponent(loadGreeting);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => greeting.preload());
    expect((await screen.findByRole('heading')).textContent).toBe('Welcome back, Ada');
  });
});
