import { describe, expect, it } from 'vitest';
import { parseProductQuery } from './productQuery';

describe('parseProductQuery', () => {
  it.each([
    ['joy card', 'joy-ui', 'card'],
    ['Joy UI card', 'joy-ui', 'card'],
    ['mui joy input', 'joy-ui', 'input'],
    ['@mui/joy select', 'joy-ui', 'select'],
    ['card joy', 'joy-ui', 'card'],
    ['base ui slider', 'base-ui', 'slider'],
    ['Base UI Switch.Thumb', 'base-ui', 'Switch.Thumb'],
    ['base checkbox', 'base-ui', 'checkbox'],
    ['a base checkbox', 'base-ui', 'a checkbox'],
    // `use` is a stop word ("how do I use …"), so `base` after it still leads.
    ['how to use base checkbox', 'base-ui', 'how to use checkbox'],
    ['what is base ui', 'base-ui', 'what is'],
    ['@base-ui/react slider', 'base-ui', 'slider'],
    ['material select', 'material-ui', 'select'],
    ['material ui slider', 'material-ui', 'slider'],
    ['mui material chip', 'material-ui', 'chip'],
    ['install material-ui', 'material-ui', 'install'],
    ['npm install @mui/material', 'material-ui', 'npm install'],
    ['material icons', 'material-ui', 'icons'],
    ['system box', 'system', 'box'],
    ['MUI System', 'system', ''],
    ['the system sx prop', 'system', 'the sx prop'],
    ['how to install mui system', 'system', 'how to install'],
  ])('%s names %s and leaves "%s"', (query, product, text) => {
    expect(parseProductQuery(query)).toEqual({ product, text });
  });

  it.each([
    ['button'],
    ['input base'],
    ['button base'],
    ['design system'],
    // Bare "base" and "system" count only before any meaningful word: the price of not misreading "input base props".
    ['input base props'],
    ['how to style base checkbox'],
    ['mui'],
    ['baseline'],
    ['joystick'],
    ['materials'],
    ['can I use joy ui with material ui'],
    [''],
  ])('%s names no product and is searched whole', (query) => {
    expect(parseProductQuery(query)).toEqual({ product: undefined, text: query });
  });

  it('trims the query it returns whole', () => {
    expect(parseProductQuery('  slider ')).toEqual({ product: undefined, text: 'slider' });
  });
});
