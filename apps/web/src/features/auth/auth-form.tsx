import { Box, Callout, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box mb="5">
      <Heading as="h1" size="7" mb="2">
        {title}
      </Heading>
      <Text color="gray" size="3">
        {subtitle}
      </Text>
    </Box>
  );
}

export function AuthMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) {
    return (
      <Callout.Root color="red" role="alert" mb="4">
        <Callout.Text>{error}</Callout.Text>
      </Callout.Root>
    );
  }
  if (notice) {
    return (
      <Callout.Root color="green" role="status" mb="4">
        <Callout.Text>{notice}</Callout.Text>
      </Callout.Root>
    );
  }
  return null;
}

export function AuthFooter({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="2" color="gray" mt="5" align="center">
      {children}
    </Text>
  );
}
