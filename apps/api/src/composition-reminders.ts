import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env.ts';
import type { AuditService } from './modules/audit/service.ts';
import type { CampaignRepository } from './modules/campaign/repository.ts';
import type { CampaignService } from './modules/campaign/service.ts';
import type { OfficePersonalRepository } from './modules/count/office-personal-repository.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createReminderOfficeService } from './modules/reminder/office-service.ts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './modules/reminder/pages/pages.ts';
import type { ReminderRepository } from './modules/reminder/repository.ts';
import { createSignupService } from './modules/reminder/service.ts';
import { createScheduler } from './modules/retention/scheduler.ts';
import { createRetentionService } from './modules/retention/service.ts';

export interface ReminderWiring {
  reminderRepository: ReminderRepository;
  officePersonal: OfficePersonalRepository;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  mailer: Mailer;
  campaigns: CampaignService;
  campaignRepository: CampaignRepository;
  audit: AuditService;
  /** An account's e-mail address (the office member's own, for a test mail). */
  emailOf: (accountId: string) => Promise<string | undefined>;
}

/**
 * Part of the composition root (issue 12, decisions 080–082): the reminder sign-up, the office's
 * reminder, the newsletter and the retention, and the timer that sends due reminders and deletes
 * personal data past its term. The caller starts nothing: `jobs.start()` and `jobs.stop()`.
 */
export function createReminderServices(wiring: ReminderWiring) {
  const { reminderRepository, officePersonal, config, log, now, mailer } = wiring;
  const { campaigns, campaignRepository, audit } = wiring;
  const pageLink = (path: string) => (token: string) =>
    `${config.publicUrl}${path}?${new URLSearchParams({ token }).toString()}`;
  const signup = createSignupService({
    repository: reminderRepository,
    mailer,
    campaign: campaigns.current,
    now,
    links: { confirm: pageLink(CONFIRM_PATH), unsubscribe: pageLink(UNSUBSCRIBE_PATH) },
  });
  const reminders = createReminderOfficeService({
    repository: reminderRepository,
    mailer,
    campaign: campaigns.current,
    now,
    unsubscribeLink: pageLink(UNSUBSCRIBE_PATH),
    // The transport's message may quote the address: log its codes only.
    onSendError: (error) => log.warn(mailFailure(error), 'reminder: a mail failed, retried later'),
    audit,
    // As the app's config answers it: the operator's link first, else the office's.
    externalSignUp: async () => config.links.signUp ?? (await campaigns.links()).signUp,
    emailOf: wiring.emailOf,
  });
  const retention = createRetentionService({
    counts: officePersonal,
    signups: reminderRepository,
    campaignOf: (year) => campaignRepository.findByYear(year),
    months: config.signup.retentionMonths,
    now,
    recorded: (run) => {
      log.info(run, 'retention: personal data deleted');
      return audit.record({
        actor: null,
        action: 'retention.run',
        entity: 'personal-data',
        after: run,
      });
    },
  });
  const jobs = createScheduler(
    [
      { name: 'reminder', run: (signal) => reminders.sendDue(signal) },
      { name: 'retention', run: (signal) => retention.run(signal) },
    ],
    config.signup.jobsMs,
    (task, error) => log.error({ task, ...mailFailure(error) }, 'office job failed'),
  );
  return {
    signup,
    reminders,
    retention,
    newsletter: createNewsletterService(officePersonal, audit),
    jobs,
  };
}

/** What may be logged of a failure that could quote an e-mail address: its name and codes. */
function mailFailure(error: unknown) {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; responseCode?: unknown };
  return { error: { name: e.name, code: e.code, responseCode: e.responseCode } };
}
