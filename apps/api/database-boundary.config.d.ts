import type { Linter } from 'eslint';

export declare const DATABASE_ALLOWED: string[];
export declare const databaseBoundary: Linter.Config[];
/** Module folder → the tables its repositories own. */
export declare const TABLE_OWNERS: Record<string, string[]>;
/** Repository file (under apps/api/src) → tables of other modules it still names. */
export declare const NOT_YET_OWNED: Record<string, string[]>;
