import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Local-storage key of the theme settings (product spec §3). */
export const themeKey = 'theme';

export const layouts = [
  'collapsible-side',
  'stacked-side',
  'top-bar',
  'frameless-side',
  'content-overlay',
  'blank',
] as const;
export type LayoutName = (typeof layouts)[number];

export const layoutLabels: Record<LayoutName, string> = {
  'collapsible-side': 'Collapsible side',
  'stacked-side': 'Stacked side',
  'top-bar': 'Top bar classic',
  'frameless-side': 'Frameless side',
  'content-overlay': 'Content overlay',
  blank: 'Blank',
};

export const schemas = ['default', 'dark', 'green', 'purple', 'orange'] as const;
export type SchemaName = (typeof schemas)[number];

/** Radix accent colour of each colour schema ('dark' is the default accent on dark panels). */
export const schemaAccent = {
  default: 'indigo',
  dark: 'indigo',
  green: 'green',
  purple: 'purple',
  orange: 'orange',
} as const satisfies Record<SchemaName, string>;

export interface Settings {
  layout: LayoutName;
  appearance: 'light' | 'dark';
  schema: SchemaName;
  sideCollapsed: boolean;
}

export const defaultSettings: Settings = {
  layout: 'collapsible-side',
  appearance: 'light',
  schema: 'default',
  sideCollapsed: false,
};

export function readSettings(): Settings {
  try {
    const raw = localStorage.getItem(themeKey);
    if (!raw) return defaultSettings;
    const saved = JSON.parse(raw) as Partial<Settings>;
    return {
      layout: layouts.includes(saved.layout as LayoutName)
        ? (saved.layout as LayoutName)
        : 'collapsible-side',
      appearance: saved.appearance === 'dark' ? 'dark' : 'light',
      schema: schemas.includes(saved.schema as SchemaName)
        ? (saved.schema as SchemaName)
        : 'default',
      sideCollapsed: saved.sideCollapsed === true,
    };
  } catch {
    return defaultSettings;
  }
}

interface SettingsValue {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
}

const SettingsContext = createContext<SettingsValue | null>(null);

export function SettingsProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: Settings;
}) {
  const [settings, setSettings] = useState<Settings>(() => initial ?? readSettings());
  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      // The 'dark' schema is the dark appearance; choosing light leaves it.
      if (patch.schema === 'dark') next.appearance = 'dark';
      if (patch.appearance === 'light' && next.schema === 'dark') next.schema = 'default';
      try {
        localStorage.setItem(themeKey, JSON.stringify(next));
      } catch {
        // Private mode: settings last for this visit only.
      }
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used under a SettingsProvider');
  return value;
}
