/**
 * Spec 9 "Quiz": the explanation text. A module of its own because the home page shows it too,
 * and home must not pull every quiz text into its first load.
 */
export const QUIZ_EXPLANATION = 'Ken jij alle vogels? Word nog beter in tellen en doe de quiz.';
