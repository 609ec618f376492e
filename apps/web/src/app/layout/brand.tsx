import { Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { Icon } from '../../components/icons.tsx';
import { appConfig } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';

export function Brand({ compact = false, schoolName }: { compact?: boolean; schoolName?: string }) {
  return (
    // Named by its visible text (axe: label-content-name-mismatch); only the bare mark needs a label.
    <Link
      to={paths.home}
      className="sm-brand"
      aria-label={compact ? `${appConfig.productName} home` : undefined}
    >
      <Flex align="center" gap="2" minWidth="0">
        <span className="sm-brand-mark">
          <Icon name="school" size={20} />
        </span>
        {!compact && (
          <Flex direction="column" minWidth="0">
            <Text size="3" weight="bold" truncate>
              {appConfig.productName}
            </Text>
            {schoolName && (
              <Text size="1" className="sm-brand-sub" truncate title={schoolName}>
                {schoolName}
              </Text>
            )}
          </Flex>
        )}
      </Flex>
    </Link>
  );
}
