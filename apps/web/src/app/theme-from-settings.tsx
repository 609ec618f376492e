import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { schemaAccent, useSettings } from '../lib/settings.tsx';
import { Toaster } from '../lib/toast.tsx';

/** Radix Themes' root in the user's appearance and colour schema, with the toasts. */
export default function ThemeFromSettings({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <Theme
      appearance={settings.appearance}
      accentColor={schemaAccent[settings.schema]}
      grayColor="slate"
      radius="medium"
      scaling="100%"
      panelBackground="solid"
      data-schema={settings.schema}
    >
      {children}
      <Toaster />
    </Theme>
  );
}
