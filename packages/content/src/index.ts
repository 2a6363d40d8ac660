// Default content that ships with the product. Each area exports from its own folder.
export {};
export * from './site/index.ts';
