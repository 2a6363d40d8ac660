import type { Linter } from 'eslint';

export declare const DATABASE_ALLOWED: string[];
export declare const databaseBoundary: Linter.Config[];
/** Module folder → the tables its repositories own. */
export declare const TABLE_OWNERS: Record<string, string[]>;
