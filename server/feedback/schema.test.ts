import { describe, expect, it } from 'vitest';
import { feedbackBody } from '../../src/feedback/feedback';
import { feedbackSchema, parseFeedback } from './schema';

const schema = feedbackSchema(new Set(['/material-ui/react-button']));
const valid = { rating: 'no', comment: 'Too short', pathname: '/material-ui/react-button', sectionId: 'basic-button', sectionTitle: 'Basic button', productId: 'material-ui', language: 'en', version: '0.1.0' };

describe('parseFeedback', () => {
  it('accepts a complete item and an item without comment or section', () => {
    expect(parseFeedback(schema, valid)).toEqual({ ok: true, item: valid });
    const { comment: _c, sectionId: _s, sectionTitle: _t, ...bare } = valid;
    expect(parseFeedback(schema, bare)).toEqual({ ok: true, item: { ...bare, comment: '' } });
  });

  it('names an unknown page, a bad rating and unknown fields', () => {
    expect(parseFeedback(schema, { ...valid, pathname: '/nope' })).toEqual({ ok: false, error: 'Invalid feedback: pathname: is not a page of this site.' });
    expect(parseFeedback(schema, { ...valid, rating: 'maybe' })).toMatchObject({ ok: false, error: expect.stringContaining('rating:') });
    expect(parseFeedback(schema, { ...valid, admin: true })).toEqual({ ok: false, error: 'Invalid feedback: unknown field(s) "admin".' });
  });

  it('refuses a comment over 2000 characters and keeps one of exactly 2000', () => {
    expect(parseFeedback(schema, { ...valid, comment: 'x'.repeat(2000) }).ok).toBe(true);
    expect(parseFeedback(schema, { ...valid, comment: 'x'.repeat(2001) })).toEqual({ ok: false, error: 'Invalid feedback: comment: must be at most 2000 characters.' });
  });

  it('refuses markup in identifiers and non-object bodies', () => {
    expect(parseFeedback(schema, { ...valid, productId: '<script>alert(1)</script>' }).ok).toBe(false);
    expect(parseFeedback(schema, null).ok).toBe(false);
    expect(parseFeedback(schema, [valid]).ok).toBe(false);
  });

  it.each(['basic-button', 'café--crème', 'über-uns', '日本語-見出し', 'x_y', 'v6.0+'])('accepts the slugger-made section id %s', (sectionId) => {
    expect(parseFeedback(schema, { ...valid, sectionId })).toEqual({ ok: true, item: { ...valid, sectionId } });
  });

  it.each(['', 'a b', '<b>', 'a"b', 'x'.repeat(201)])('refuses the section id %j', (sectionId) => {
    expect(parseFeedback(schema, { ...valid, sectionId })).toMatchObject({ ok: false, error: expect.stringContaining('sectionId:') });
  });

  it('accepts what the page control posts, for the page and for a section with a non-ASCII heading', () => {
    const context = { pathname: '/material-ui/react-button', productId: 'material-ui', language: 'en', version: '0.1.0' };
    expect(parseFeedback(schema, feedbackBody(context, 'yes', ' Great ', null)).ok).toBe(true);
    expect(parseFeedback(schema, feedbackBody(context, 'no', '', { id: 'café--crème', title: 'Café — crème' }))).toMatchObject({ ok: true, item: { sectionId: 'café--crème' } });
  });
});
