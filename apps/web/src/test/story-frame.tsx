import { Box, Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { SettingsProvider, useSettings } from '../lib/settings.tsx';
import { Toaster } from '../lib/toast.tsx';

/** What every story and view test renders inside: theme, router, an idle server cache. */
export function StoryFrame({
  children,
  appearance = 'light',
  padded = true,
  address = '/',
}: {
  children: ReactNode;
  appearance?: 'light' | 'dark';
  padded?: boolean;
  /** The page's address, e.g. a list's filters as `?status=failed`. */
  address?: string;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } }),
  );
  return (
    <SettingsProvider
      initial={{ layout: 'collapsible-side', appearance, schema: 'default', sideCollapsed: false }}
    >
      <FollowAppearance appearance={appearance} />
      <Theme appearance={appearance} accentColor="indigo" grayColor="slate" panelBackground="solid">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[address]}>
            <Box
              p={padded ? '5' : '0'}
              style={{ background: 'var(--sm-page-bg)', minHeight: '100vh' }}
            >
              {children}
            </Box>
          </MemoryRouter>
        </QueryClientProvider>
        <Toaster />
      </Theme>
    </SettingsProvider>
  );
}

/**
 * Storybook's toolbar switches a story on screen to the other theme without mounting it again
 * (what its play function opened stays open): the settings the screens read follow it.
 */
function FollowAppearance({ appearance }: { appearance: 'light' | 'dark' }) {
  const { update } = useSettings();
  const shown = useRef(appearance);
  useLayoutEffect(() => {
    if (shown.current === appearance) return;
    shown.current = appearance;
    update({ appearance });
  }, [appearance, update]);
  return null;
}
