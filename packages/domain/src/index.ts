export * from './campaign/amsterdam-time.ts';
export * from './campaign/campaign.ts';
export * from './campaign/likely-weekend.ts';
export * from './campaign/countdown.ts';
export * from './campaign/campaign-settings.ts';
export * from './campaign/campaign-schedule.ts';
export * from './content/intro-tour.ts';
export * from './time/amsterdam-wall-clock.ts';
export * from './validation/rule.ts';
export * from './validation/field-error.ts';

export * from './personal/names.ts';
export * from './personal/postal-code.ts';
export * from './personal/address.ts';
export * from './personal/address-lookup.ts';
export * from './personal/email.ts';
export * from './personal/phone.ts';
export * from './personal/personal-step.ts';
export * from './personal/personal-schema.ts';

export * from './count/enums.ts';
export * from './count/number-input.ts';
export * from './count/remarks.ts';
export * from './count/plus-minus.ts';
export * from './count/count-bird.ts';
export * from './count/bird-counter.ts';
export * from './count/totals.ts';
export * from './count/date-window.ts';
export * from './count/counted-on.ts';
export * from './count/count-object.ts';
export * from './count/draft-rules.ts';
export * from './count/submit-payload.ts';
export * from './count/count-schema-parts.ts';
export * from './count/external-campaign.ts';
export * from './count/count-schema.ts';
export * from './count/photo.ts';
export * from './count/display-values.ts';
export * from './count/count-timer.ts';
export * from './count/catalogue-search.ts';

export * from './wizard/options.ts';
export * from './wizard/filter-query.ts';
export * from './wizard/match-score.ts';
export * from './lists/paging.ts';
export * from './lists/paging-schema.ts';

export * from './quiz/high-score.ts';
export * from './quiz/quiz-texts.ts';
export * from './quiz/quiz-explanation.ts';
export * from './quiz/shuffle.ts';
export * from './quiz/quiz-state.ts';
export * from './quiz/quiz-reducer.ts';
export * from './account/quiz-score-schema.ts';
export * from './account/account-prefill.ts';

export * from './format/numbers.ts';
export * from './format/plural.ts';
export * from './format/answer-text.ts';
export * from './format/name-breaks.ts';
export * from './format/species-name.ts';
export * from './format/remote-image.ts';
export * from './format/text-area.ts';
export * from './format/typing-done.ts';

export * from './office/roles.ts';
export * from './office/roles-claim.ts';
export * from './office/dashboard-series.ts';

export * from './office-content/media-kinds.ts';
export * from './office-content/faq-html.ts';
export * from './office-content/bird-edit.ts';
export * from './moderation/moderation-flags.ts';
export * from './moderation/client-network.ts';
export * from './office/retention.ts';
export * from './office/reminder.ts';
export * from './office/audit-areas.ts';
export * from './format/lazily.ts';
