/** Product configuration: the name shown in the footer and as the app name (product spec §1). */
export const appConfig = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'SchoolMates',
  tagline: 'Elevate Education, Simplify Management',
  /** Backends by site (product spec §7); unset means same-origin `/api`. */
  api: {
    staging: import.meta.env.VITE_API_STAGING as string | undefined,
    production: import.meta.env.VITE_API_PRODUCTION as string | undefined,
  },
  defaultPlanLabel: 'STARTER PLAN',
} as const;

/** Layout sizes of product spec §9, in pixels. */
export const layoutSizes = { sideNav: 250, sideNavCollapsed: 80, header: 64 } as const;

/** Delay before reloading after a chunk-load failure (product spec §8, §9). */
export const chunkReloadDelayMs = 100;
