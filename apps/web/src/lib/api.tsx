import { readCookie, tokenCookieName } from '@schoolmates/machines/session';
import { createClient, resolveApiBase, type SchoolmatesClient } from '@schoolmates/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import { appConfig } from './config.ts';

/** Lets the session take the calls' 401/419/440 answers once it exists. */
export interface UnauthorizedBus {
  onUnauthorized: (status: number) => void;
}

/** Where the API is, as the SDK client calls it (uploads with progress use it too). */
export const apiBase = () =>
  resolveApiBase(typeof location === 'undefined' ? { hostname: '' } : location, appConfig.api);

/** The session's token, sent as the bearer of every call. */
export const sessionToken = () =>
  typeof document === 'undefined' ? null : readCookie(document.cookie, tokenCookieName);

export function createApiClient(bus: UnauthorizedBus): SchoolmatesClient {
  return createClient({
    baseUrl: apiBase(),
    getToken: sessionToken,
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
