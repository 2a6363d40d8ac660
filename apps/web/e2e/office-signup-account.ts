/**
 * Test setup for office-signup.spec.ts, run with Node before the spec's server starts (a PGlite
 * folder has one user at a time): a verified account with a password and the admin role.
 *
 *   node apps/web/e2e/office-signup-account.ts <dataDir> <email> <password>
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '../../api/src/db/database.ts';
import { runMigrations } from '../../api/src/db/migrate.ts';
import { createAccountRepository } from '../../api/src/modules/account/repository.ts';
import { hashPassword } from '../../api/src/modules/credentials/passwords.ts';
import { createOfficeAccessRepository } from '../../api/src/modules/office-access/repository.ts';

const [dataDir = '', email = '', password = ''] = process.argv.slice(2);
const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
try {
  await runMigrations(database);
  const id = randomUUID();
  await createAccountRepository(database.db).insert({
    id,
    email,
    emailVerified: true,
    passwordHash: await hashPassword(password),
    firstName: 'Beheer',
    lastNamePrefix: null,
    lastName: 'Kantoor',
    postalCode: '6512BK',
    streetNumber: '1',
    streetNumberAddition: null,
    street: 'Wolfskuilseweg',
    city: 'Nijmegen',
  });
  await createOfficeAccessRepository(database.db).grant(id, 'admin');
} finally {
  await database.close();
}
