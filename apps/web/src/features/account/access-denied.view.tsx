import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { Icon } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';

export interface AccessDeniedViewProps {
  /** The page that was asked for, if known. */
  pageTitle: string | null;
  /** Why, in plain words (role, school type, plan). */
  reasons: string[];
}

export function AccessDeniedView({ pageTitle, reasons }: AccessDeniedViewProps) {
  return (
    <Flex justify="center" pt="6">
      <Card size="4" style={{ maxWidth: 520, width: '100%' }}>
        <Flex direction="column" gap="3" align="start">
          <span
            className="sm-stat-icon"
            style={{ background: 'var(--red-a3)', color: 'var(--red-11)' }}
          >
            <Icon name="close" size={22} />
          </span>
          <Heading as="h1" size="6">
            Access denied
          </Heading>
          <Text color="gray">
            {pageTitle ? `You cannot open “${pageTitle}”` : 'You cannot open that page'}
            {reasons.length > 0 ? `: ${reasons.join('; ')}.` : '.'}
          </Text>
          <Text color="gray" size="2">
            If you need it for your work, ask your school administrator.
          </Text>
          <Button asChild mt="2">
            <Link to={paths.home}>Go to home</Link>
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
