import { Text, Tooltip } from '@radix-ui/themes';
import { NavLink } from 'react-router';
import { Icon } from '../../components/icons.tsx';
import type { MenuSection } from '../../lib/access.ts';

export interface NavProps {
  sections: MenuSection[];
  /** Icons only (collapsed side). */
  compact?: boolean;
  onNavigate?: () => void;
}

/** The menu of the signed-in user; only routes they may open are in `sections`. */
export function NavList({ sections, compact = false, onNavigate }: NavProps) {
  return (
    <nav aria-label="Main" className="sm-nav" data-compact={compact || undefined}>
      {sections.map((section) => (
        <div key={section.group} className="sm-nav-section">
          {section.group !== 'Main' && !compact && (
            <Text as="div" size="1" weight="medium" className="sm-nav-group">
              {section.group}
            </Text>
          )}
          {section.group !== 'Main' && compact && <div className="sm-nav-divider" />}
          <ul>
            {section.items.map((item) => {
              const link = (
                <NavLink
                  to={item.path}
                  className="sm-nav-link"
                  onClick={onNavigate}
                  aria-label={compact ? item.label : undefined}
                >
                  <Icon name={item.icon} />
                  {!compact && <span>{item.label}</span>}
                </NavLink>
              );
              return (
                <li key={item.id}>
                  {compact ? (
                    <Tooltip content={item.label} side="right">
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
