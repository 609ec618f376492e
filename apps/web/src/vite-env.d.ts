/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_API_STAGING?: string;
  readonly VITE_API_PRODUCTION?: string;
}
