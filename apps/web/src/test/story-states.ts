/** The loading, error and ready states stories pass to views (`Loadable`), and a no-op callback. */
export const noop = () => {};
export const loading = { status: 'loading' } as const;
export const failed = { status: 'error', message: 'Something went wrong on the server' } as const;
export const ready = <T>(data: T) => ({ status: 'ready' as const, data });
