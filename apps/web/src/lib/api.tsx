import { readCookie, tokenCookieName } from '@schoolmates/machines/session';
import { createClient, resolveApiBase, type SchoolmatesClient } from '@schoolmates/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import { appConfig } from './config.ts';

/** Lets the session take the calls' 401/419/440 answers once it exists. */
export interface UnauthorizedBus {
  onUnauthorized: (status: number) => void;
}

export function createApiClient(bus: UnauthorizedBus): SchoolmatesClient {
  return createClient({
    baseUrl: resolveApiBase(
      typeof location === 'undefined' ? { hostname: '' } : location,
      appConfig.api,
    ),
    getToken: () =>
      typeof document === 'undefined' ? null : readCookie(document.cookie, tokenCookieName),
    onUnauthorized: (status) => bus.onUnauthorized(status),
  });
}

const ApiContext = createContext<SchoolmatesClient | null>(null);

export function ApiProvider({
  client,
  children,
}: {
  client: SchoolmatesClient;
  children: ReactNode;
}) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): SchoolmatesClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used under an ApiProvider');
  return client;
}
