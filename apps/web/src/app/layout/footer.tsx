import { Flex, Text } from '@radix-ui/themes';
import { appConfig } from '../../lib/config.ts';

/** © current year and the product name (product spec §2). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Flex asChild justify="between" align="center" px="5" py="3" className="sm-footer">
      <footer>
        <Text size="1" color="gray">
          © {year} {appConfig.productName}
        </Text>
        <Text size="1" color="gray" className="sm-hide-mobile">
          {appConfig.tagline}
        </Text>
      </footer>
    </Flex>
  );
}
