export * from './campaign/amsterdam-time.ts';
export * from './campaign/campaign.ts';
