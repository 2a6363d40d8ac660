// npm run admin:create -w @tvt/api -- <e-mail>
// Creates the account (or finds it), makes it an office admin and prints a one-time link to
// choose a password (issue 12, decision 060). Run it while no server holds a PGlite folder.
import { commandConfig } from './command-env.ts';
import { createCredentialService } from '../src/modules/account/credentials.ts';
import { createAccountRepository } from '../src/modules/account/repository.ts';
import { createAuditRepository } from '../src/modules/audit/repository.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { CreateAdminError, createAdmin } from '../src/modules/office-access/create-admin.ts';
import { createOfficeAccessRepository } from '../src/modules/office-access/repository.ts';
import { openCommandDatabase } from './command-database.ts';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  process.stderr.write('usage: npm run admin:create -w @tvt/api -- <e-mail>\n');
  process.exit(2);
}
const config = commandConfig();
const database = await openCommandDatabase(config);
const { db } = database;
const now = () => new Date();
const accounts = createAccountRepository(db);
// The link is printed, never mailed: this command has no mail to send.
const noMail: Mailer = {
  send: () => Promise.reject(new Error('admin:create sends no mail')),
};
try {
  const result = await createAdmin(
    {
      accounts,
      office: createOfficeAccessRepository(db),
      audit: createAuditService(createAuditRepository(db), now),
      credentials: config.identity.embedded
        ? createCredentialService({
            repo: accounts,
            mailer: noMail,
            now,
            verifyLink: () => config.publicUrl,
          })
        : undefined,
      publicUrl: config.publicUrl,
    },
    email,
  );
  const what = result.created ? 'created' : 'found';
  console.log(`account ${what}; ${result.promoted ? 'now an admin' : 'was an admin already'}`);
  if (result.link) {
    console.log(`set a password within ${result.link.minutes} minutes (one use):`);
    console.log(result.link.url);
  } else {
    console.log('passwords belong to the external issuer (OIDC_ISSUER): log in there');
  }
} catch (error) {
  if (!(error instanceof CreateAdminError)) throw error;
  process.stderr.write(`admin:create: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
