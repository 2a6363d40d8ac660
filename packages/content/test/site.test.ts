import { describe, expect, it } from 'vitest';
import {
  ABOUT_SLUG,
  BIRD_DRAWINGS,
  CAMPAIGN_SCENES,
  DEFAULT_FAQ,
  DEFAULT_INTRO_TOUR,
  DEFAULT_MENU_MORE,
  DEFAULT_TEXTS,
  FAQ_SLUG,
  renderCampaignIllustration,
  tipById,
} from '../src/index.ts';

const drawn = new Set(BIRD_DRAWINGS.map((b) => b.id));
const PLACEHOLDER = /lorem|ipsum|todo|xxx|\{\w+\}/i;

describe('site content', () => {
  it('has at least ten FAQ questions, each a question with a real answer', () => {
    expect(DEFAULT_FAQ.length).toBeGreaterThanOrEqual(10);
    expect(new Set(DEFAULT_FAQ.map((f) => f.question)).size).toBe(DEFAULT_FAQ.length);
    for (const { question, answer } of DEFAULT_FAQ) {
      expect(question).toMatch(/\?$/);
      expect(answer).toMatch(/^<p>[\s\S]+<\/p>$/);
      expect(answer.replace(/<[^>]+>/g, '').length).toBeGreaterThan(60);
      expect(`${question} ${answer}`).not.toMatch(PLACEHOLDER);
    }
  });

  it('agrees with tip 1: birds only flying over are not counted', () => {
    expect(tipById(1)?.text).toContain('Vogels die alleen hoog overvliegen tel je niet mee.');
    const overflying = DEFAULT_FAQ.find((f) => f.question.includes('overvliegen'));
    expect(overflying?.answer).toMatch(/^<p>Nee\./);
  });

  it('serves the FAQ as one page with a heading per question, and the about text', () => {
    const faq = DEFAULT_TEXTS[FAQ_SLUG] ?? '';
    expect(faq.match(/<h2>/g)).toHaveLength(DEFAULT_FAQ.length);
    expect(faq).toContain("<h2>Wat betekent 'het hoogste aantal tegelijk'?</h2>");
    expect(DEFAULT_TEXTS[ABOUT_SLUG]).toContain('Nationale Tuinvogeltelling');
  });

  it('has an intro tour of 3 to 5 ordered pages, each with a bird drawing', () => {
    expect(DEFAULT_INTRO_TOUR.length).toBeGreaterThanOrEqual(3);
    expect(DEFAULT_INTRO_TOUR.length).toBeLessThanOrEqual(5);
    expect(DEFAULT_INTRO_TOUR.map((p) => p.order)).toEqual(DEFAULT_INTRO_TOUR.map((_, i) => i + 1));
    for (const page of DEFAULT_INTRO_TOUR) {
      const id = /^\/media\/birds\/([a-z-]+)\/default\.svg$/.exec(page.image)?.[1];
      expect(id && drawn.has(id), page.image).toBe(true);
      expect(page.content).toMatch(/^<p>/);
    }
  });

  it('has more-menu rows that open external https pages', () => {
    expect(DEFAULT_MENU_MORE.length).toBeGreaterThan(0);
    for (const item of DEFAULT_MENU_MORE) {
      expect(item.link).toMatch(/^https:\/\//);
      expect(item.external).toBe(true);
    }
  });

  it('draws a campaign scene per segment from existing drawings', () => {
    for (const scene of Object.values(CAMPAIGN_SCENES)) {
      for (const bird of scene.birds) expect(drawn.has(bird.id), bird.id).toBe(true);
      const svg = renderCampaignIllustration(scene);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 400"/);
      expect(svg.match(/<svg /g)).toHaveLength(scene.birds.length + 1);
      expect(svg).not.toContain('<title');
    }
  });
});
