import { Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { chunkReloadDelayMs } from '../lib/config.ts';

const chunkMessage =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS|ChunkLoadError/i;

/** A failed lazy chunk: after a deploy, the old page asks for files that no longer exist. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = (error as { name?: unknown }).name;
  if (name === 'ChunkLoadError') return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkMessage.test(message);
}

/** A script or style element whose file failed to load and that is one of our bundles. */
export function isChunkElementError(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) {
    return /chunk|assets/.test(target.src);
  }
  if (typeof HTMLLinkElement !== 'undefined' && target instanceof HTMLLinkElement) {
    return target.rel === 'stylesheet' || target.rel === 'modulepreload'
      ? /chunk|assets/.test(target.href)
      : false;
  }
  return false;
}

const reloadKey = 'chunkReloadAt';

/**
 * Clears every browser cache and reloads after about 100 ms (product spec §8). A second failure
 * within a minute does not reload again, so a broken deploy cannot loop.
 */
export async function recoverFromChunkError(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): Promise<boolean> {
  try {
    const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
    if (now - last < 60_000) return false;
    sessionStorage.setItem(reloadKey, String(now));
  } catch {
    // No session storage: reload anyway.
  }
  try {
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // Caches unavailable (http, private mode): nothing to clear.
  }
  setTimeout(reload, chunkReloadDelayMs);
  return true;
}

/** Listens for every way a chunk can fail to load; calls `onFailure` once. */
export function installChunkRecovery(onFailure: () => void): () => void {
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    onFailure();
  };
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    fire();
  };
  const onError = (event: Event) => {
    if (isChunkElementError(event.target)) fire();
    else if (event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message)) fire();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) fire();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** What the user sees meanwhile (product spec §8). */
export function ChunkRecoveryScreen() {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="3"
      minHeight="100vh"
      p="5"
      role="status"
    >
      <Heading as="h1" size="6">
        Loading...
      </Heading>
      <Text color="gray">Updating application, please wait...</Text>
      <Spinner size="3" />
    </Flex>
  );
}
