import {
  Avatar,
  Box,
  DropdownMenu,
  Flex,
  Heading,
  IconButton,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { SessionUser } from '@schoolmates/machines/session';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/icons.tsx';
import type { MenuSection } from '../../lib/access.ts';
import { initials, personName } from '../../lib/names.ts';
import { paths } from '../../lib/paths.ts';
import type { RouteDef } from '../../lib/route-table.ts';
import type { Settings } from '../../lib/settings.tsx';
import { Brand } from './brand.tsx';
import { Footer } from './footer.tsx';
import { NavList } from './nav.tsx';
import { SettingsPanel } from './settings-panel.tsx';

export interface AppShellProps {
  user: SessionUser;
  sections: MenuSection[];
  settings: Settings;
  onSettingsChange: (patch: Partial<Settings>) => void;
  onSignOut: () => void;
  route?: Pick<RouteDef, 'title' | 'header' | 'footer'>;
  children: ReactNode;
}

function UserMenu({
  user,
  onSignOut,
  onSettings,
}: {
  user: SessionUser;
  onSignOut: () => void;
  onSettings: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        {/* Named by what it shows (the user) plus what it opens, never a name that hides the text. */}
        <button type="button" className="sm-user-button">
          <Avatar
            aria-hidden
            size="2"
            radius="full"
            src={user.avatar ?? user.image ?? undefined}
            fallback={initials(user)}
          />
          <Flex direction="column" align="start" className="sm-hide-mobile" minWidth="0">
            <Text size="2" weight="medium" truncate>
              {personName(user)}
            </Text>
            <Text size="1" color="gray" truncate>
              {user.designation_name}
            </Text>
          </Flex>
          <VisuallyHidden>Account menu</VisuallyHidden>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" variant="soft">
        <DropdownMenu.Label>{user.username}</DropdownMenu.Label>
        <DropdownMenu.Item asChild>
          <Link to={paths.profile}>My profile</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={onSettings}>Display settings</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={onSignOut}>
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function TopNav({ sections }: { sections: MenuSection[] }) {
  return (
    <nav aria-label="Main menu bar" className="sm-topnav sm-hide-mobile">
      {sections.map((section) =>
        section.group === 'Main' ? (
          section.items.map((item) => (
            <NavLink key={item.id} to={item.path} className="sm-topnav-link">
              {item.label}
            </NavLink>
          ))
        ) : (
          <DropdownMenu.Root key={section.group}>
            <DropdownMenu.Trigger>
              <button type="button" className="sm-topnav-link">
                {section.group} <DropdownMenu.TriggerIcon />
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content variant="soft">
              {section.items.map((item) => (
                <DropdownMenu.Item key={item.id} asChild>
                  <Link to={item.path}>{item.label}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        ),
      )}
    </nav>
  );
}

function StackedSide({
  sections,
  onNavigate,
}: {
  sections: MenuSection[];
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const current = sections.find((s) => s.items.some((i) => pathname.startsWith(i.path)));
  const [chosen, setChosen] = useState<string | null>(null);
  const active = sections.find((s) => s.group === chosen) ?? current ?? sections[0];
  return (
    <div className="sm-stacked">
      <div className="sm-rail" role="tablist" aria-label="Menu groups" aria-orientation="vertical">
        {sections.map((section) => (
          <Tooltip key={section.group} content={section.group} side="right">
            <button
              type="button"
              role="tab"
              aria-selected={section.group === active?.group}
              aria-label={section.group}
              className="sm-rail-button"
              onClick={() => setChosen(section.group)}
            >
              <Icon name={section.items[0]?.icon ?? 'home'} size={20} />
            </button>
          </Tooltip>
        ))}
      </div>
      <div className="sm-stacked-panel">
        {active && (
          <NavList sections={[{ ...active, group: active.group }]} onNavigate={onNavigate} />
        )}
      </div>
    </div>
  );
}

/**
 * The signed-in frame in six layouts (product spec §2, sizes of §9): collapsible side,
 * stacked side, top bar classic, frameless side, content overlay, blank.
 */
export function AppShell({
  user,
  sections,
  settings,
  onSettingsChange,
  onSignOut,
  route,
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { layout, sideCollapsed } = settings;
  const hasSide = layout !== 'top-bar' && layout !== 'blank' && layout !== 'content-overlay';
  const compact = layout === 'collapsible-side' && sideCollapsed;
  const closeDrawer = () => setDrawerOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerClose = useRef<HTMLButtonElement>(null);
  // An open drawer takes focus, and Escape closes it and gives focus back to the menu button.
  useEffect(() => {
    if (!drawerOpen) return;
    drawerClose.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  const side =
    layout === 'stacked-side' ? (
      <StackedSide sections={sections} onNavigate={closeDrawer} />
    ) : (
      <NavList sections={sections} compact={compact && !drawerOpen} onNavigate={closeDrawer} />
    );

  return (
    <div
      className="sm-shell"
      data-layout={layout}
      data-collapsed={compact || undefined}
      data-drawer={drawerOpen || undefined}
    >
      <a href="#main" className="sm-skip">
        Skip to content
      </a>
      {layout !== 'blank' && (
        <>
          <aside className="sm-side" aria-label="Sidebar" data-has-side={hasSide || undefined}>
            <div className="sm-side-brand">
              <Brand compact={compact && !drawerOpen} schoolName={user.school_name} />
              <IconButton
                variant="ghost"
                color="gray"
                ref={drawerClose}
                className="sm-drawer-close"
                aria-label="Close menu"
                onClick={closeDrawer}
              >
                <Icon name="close" />
              </IconButton>
            </div>
            <div className="sm-side-scroll">{side}</div>
          </aside>
          {drawerOpen && (
            <button
              type="button"
              className="sm-scrim"
              aria-label="Close menu"
              onClick={closeDrawer}
            />
          )}
        </>
      )}
      <div className="sm-main">
        <header className="sm-header">
          <Flex align="center" gap="3" minWidth="0">
            {layout !== 'blank' && (
              <IconButton
                ref={menuButton}
                variant="ghost"
                color="gray"
                className="sm-menu-button"
                data-always={layout === 'content-overlay' || layout === 'top-bar' || undefined}
                aria-label="Open menu"
                onClick={() => setDrawerOpen(true)}
              >
                <Icon name="menu" />
              </IconButton>
            )}
            {layout === 'collapsible-side' && (
              <IconButton
                variant="ghost"
                color="gray"
                className="sm-collapse-button"
                aria-label={sideCollapsed ? 'Expand menu' : 'Collapse menu'}
                onClick={() => onSettingsChange({ sideCollapsed: !sideCollapsed })}
              >
                <Icon name="menu" />
              </IconButton>
            )}
            {(layout === 'top-bar' || layout === 'content-overlay' || layout === 'blank') && (
              <Box className="sm-header-brand">
                <Brand schoolName={user.school_name} />
              </Box>
            )}
            {layout === 'top-bar' && <TopNav sections={sections} />}
          </Flex>
          <Flex align="center" gap="3">
            <Tooltip content={settings.appearance === 'dark' ? 'Light mode' : 'Dark mode'}>
              <IconButton
                variant="ghost"
                color="gray"
                aria-label={
                  settings.appearance === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'
                }
                onClick={() =>
                  onSettingsChange({
                    appearance: settings.appearance === 'dark' ? 'light' : 'dark',
                  })
                }
              >
                <Icon name={settings.appearance === 'dark' ? 'sun' : 'moon'} />
              </IconButton>
            </Tooltip>
            <Tooltip content="Display settings">
              <IconButton
                variant="ghost"
                color="gray"
                aria-label="Display settings"
                onClick={() => setSettingsOpen(true)}
              >
                <Icon name="palette" />
              </IconButton>
            </Tooltip>
            <UserMenu user={user} onSignOut={onSignOut} onSettings={() => setSettingsOpen(true)} />
          </Flex>
        </header>
        <main
          id="main"
          className="sm-content"
          data-contained={route?.header?.contained || undefined}
        >
          {route?.header && (
            <Box mb="5">
              <Heading as="h1" size="6" weight="bold">
                {route.header.title}
              </Heading>
              {route.header.description && (
                <Text as="p" size="2" color="gray" mt="1">
                  {route.header.description}
                </Text>
              )}
            </Box>
          )}
          {children}
        </main>
        {route?.footer !== false && <Footer />}
      </div>
      <SettingsPanel
        settings={settings}
        onChange={onSettingsChange}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
      />
    </div>
  );
}
