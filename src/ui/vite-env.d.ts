/// <reference types="vite/client" />

/** True in beta builds (VIGIL_BETA=1 npm run build); see vite.config.ts. */
declare const __VIGIL_BETA__: boolean;

interface ImportMetaEnv {
  /** The configuration salt baked into the build (default: the project's one default). */
  readonly VITE_CONFIG_SALT?: string;
}
