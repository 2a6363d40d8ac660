// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { splitFaq } from './faq-sections.ts';

describe('splitFaq', () => {
  it('turns each heading into a question with the content up to the next heading as its answer', () => {
    const page = splitFaq(
      '<h2>Wanneer?</h2>\n<p>In januari.</p><p>Een half uur.</p><h2> Waar? </h2><p>In je <strong>tuin</strong>.</p>',
    );
    expect(page.intro).toBe('');
    expect(page.sections).toEqual([
      { question: 'Wanneer?', answer: '<p>In januari.</p><p>Een half uur.</p>' },
      { question: 'Waar?', answer: '<p>In je <strong>tuin</strong>.</p>' },
    ]);
  });

  it('keeps text before the first heading, and a page without headings, as the intro', () => {
    expect(splitFaq('<p>Welkom</p><h3>Vraag</h3>antwoord & meer')).toEqual({
      intro: '<p>Welkom</p>',
      sections: [{ question: 'Vraag', answer: 'antwoord &amp; meer' }],
    });
    expect(splitFaq('<p>Alleen tekst</p>').sections).toEqual([]);
    expect(splitFaq('')).toEqual({ intro: '', sections: [] });
  });
});
