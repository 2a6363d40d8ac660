// Default content that ships with the product. Each area exports from its own folder.
export {};
export * from './site/index.ts';
export * from './drawings/index.ts';
export * from './addresses/index.ts';
export * from './birds/index.ts';
export * from './tips/index.ts';
