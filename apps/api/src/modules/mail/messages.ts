/** Dutch e-mails of the identity provider; codes are six digits, valid for `minutes`. */
export function verificationMail(input: { code: string; link: string; minutes: number }) {
  return {
    kind: 'verify-email',
    subject: 'Bevestig je e-mailadres',
    text: [
      'Welkom bij de Tuinvogeltelling!',
      '',
      `Je bevestigingscode is: ${input.code}`,
      '',
      `Vul de code in op de bevestigingspagina, of open deze link: ${input.link}`,
      '',
      `De code is ${input.minutes} minuten geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.`,
    ].join('\n'),
  };
}

export function resetMail(input: { code: string; minutes: number }) {
  return {
    kind: 'reset-password',
    subject: 'Nieuw wachtwoord instellen',
    text: [
      'Je hebt gevraagd om een nieuw wachtwoord.',
      '',
      `Je code is: ${input.code}`,
      '',
      `De code is ${input.minutes} minuten geldig. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.`,
    ].join('\n'),
  };
}
