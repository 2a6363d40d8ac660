/** The Dutch mails of the reminder sign-up (decision 080). */
export function confirmSignupMail(link: string) {
  return {
    kind: 'reminder-confirm',
    subject: 'Bevestig je aanmelding voor de Tuinvogeltelling',
    text: [
      'Je hebt je aangemeld voor een herinnering als de Tuinvogeltelling begint.',
      '',
      `Bevestig je aanmelding met deze link: ${link}`,
      '',
      'Heb je je niet aangemeld? Dan kun je deze e-mail negeren; je hoort dan niets meer van ons.',
    ].join('\n'),
  };
}
