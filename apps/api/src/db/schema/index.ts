export * from './campaign.ts';
export * from './content.ts';
export * from './seed-marker.ts';
export * from './address.ts';
export * from './media.ts';
export * from './birds.ts';
export * from './count.ts';
