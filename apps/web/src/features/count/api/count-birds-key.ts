/**
 * The query key of the count birds, apart from their fetcher: the boot data seeds it on the
 * first load (app/boot-data.ts) without bringing the fetcher and its schema into the entry.
 */
export const countBirdsKey = (cdn: string | undefined) => ['count-birds', cdn] as const;
