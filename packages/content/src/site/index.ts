export * from './campaign-illustration.ts';
export * from './faq.ts';
export * from './intro-tour.ts';
export * from './menu-more.ts';
export * from './texts.ts';
