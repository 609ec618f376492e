import { Box, Spinner } from '@radix-ui/themes';

/** Shown while the kept session is read and while a route's code loads. */
export function PendingScreen() {
  return (
    <Box p="6" aria-busy="true">
      <Spinner size="3" />
      <span className="sm-sr-only">Loading…</span>
    </Box>
  );
}
