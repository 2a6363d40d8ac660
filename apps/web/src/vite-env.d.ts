/// <reference types="vite/client" />

/** Injected by vite.config.ts at build time. */
declare const __BUILD_ID__: string;
declare const __BUILD_TIME__: string;
