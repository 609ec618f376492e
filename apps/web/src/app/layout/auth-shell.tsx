import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons.tsx';
import { appConfig } from '../../lib/config.ts';

/** The split-layout shell of the public screens (product spec §2). */
export default function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="sm-auth">
      <section className="sm-auth-aside" aria-hidden="true">
        <Flex direction="column" justify="between" height="100%" gap="6">
          <Flex align="center" gap="2">
            <span className="sm-brand-mark">
              <Icon name="school" size={20} />
            </span>
            <Text size="4" weight="bold">
              {appConfig.productName}
            </Text>
          </Flex>
          <Box>
            <Heading as="h2" size="8" weight="bold" mb="3">
              {appConfig.tagline}
            </Heading>
            <Text as="p" size="3" className="sm-auth-aside-text">
              Results, report cards, fees, assignments and lesson notes for every campus, in one
              place.
            </Text>
          </Box>
          <Text size="1" className="sm-auth-aside-text">
            © {new Date().getFullYear()} {appConfig.productName}
          </Text>
        </Flex>
      </section>
      <main className="sm-auth-main" id="main">
        <Box width="100%" maxWidth="420px">
          {children}
        </Box>
      </main>
    </div>
  );
}
