/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base path; `/api/v1` on the same origin when unset (docs/product.md §7). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
