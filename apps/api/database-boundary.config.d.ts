import type { Linter } from 'eslint';

export declare const DATABASE_ALLOWED: string[];
export declare const databaseBoundary: Linter.Config[];
