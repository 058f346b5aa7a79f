import { describe, expect, it } from 'vitest';
import { INITIAL_PROFILE, PHOTOS, TIME_ZONES, type ProfileValues } from './data';
import {
  BIO_LIMIT,
  bioCountLabel,
  characterCount,
  firstInvalidField,
  initialFormState,
  initials,
  isDirty,
  normalizeProfile,
  profileReducer,
  validateBio,
  validateEmail,
  validateName,
  validateProfile,
} from './profile';

const valid: ProfileValues = {
  name: 'Ada Whitlock',
  email: 'ada@example.com',
  role: 'Engineer',
  timeZone: 'Europe/Lisbon',
  bio: 'Hello.',
  photo: 'ada',
};

describe('characterCount and bioCountLabel', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('👋🏽')).toBe(2); // hand + skin tone: two code points
    expect(characterCount('🙂🙂')).toBe(2);
  });

  it('writes "N / limit characters"', () => {
    expect(bioCountLabel('')).toBe(`0 / ${BIO_LIMIT} characters`);
    expect(bioCountLabel('x'.repeat(123))).toBe('123 / 275 characters');
    expect(bioCountLabel('abcd', 3)).toBe('4 / 3 characters');
  });
});

describe('validateName', () => {
  it.each([
    ['', 'Enter your name.'],
    ['   ', 'Enter your name.'],
    ['Ada', undefined],
    ['x'.repeat(80), undefined],
    ['x'.repeat(81), 'Use at most 80 characters.'],
  ])('%j → %j', (name, message) => {
    expect(validateName(name)).toBe(message);
  });
});

describe('validateEmail', () => {
  it.each([
    ['', 'Enter your e-mail address.'],
    ['  ', 'Enter your e-mail address.'],
    ['ada', 'Enter an e-mail address like name@example.com.'],
    ['ada@example', 'Enter an e-mail address like name@example.com.'],
    ['ada@@example.com', 'Enter an e-mail address like name@example.com.'],
    ['ada@example..com', 'Enter an e-mail address like name@example.com.'],
    ['ada lovelace@example.com', 'Enter an e-mail address like name@example.com.'],
    ['ada@example.com', undefined],
    ['  ada.whitlock@mail.example.co.uk ', undefined],
  ])('%j → %j', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });
});

describe('validateBio', () => {
  it('accepts a bio up to the limit, empty included', () => {
    expect(validateBio('')).toBeUndefined();
    expect(validateBio('x'.repeat(BIO_LIMIT))).toBeUndefined();
  });

  it('refuses a longer one and says by how much', () => {
    expect(validateBio('x'.repeat(BIO_LIMIT + 5))).toBe(
      'Shorten your bio to 275 characters (5 over).',
    );
  });

  it('does not count spaces that saving would trim', () => {
    expect(validateBio(`${'x'.repeat(BIO_LIMIT)}   `)).toBeUndefined();
  });
});

describe('validateProfile and firstInvalidField', () => {
  it('finds nothing wrong with a complete profile', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('reports each bad field, and the first one in form order', () => {
    const errors = validateProfile({
      ...valid,
      name: '',
      email: 'nope',
      bio: 'x'.repeat(300),
    });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'bio']);
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({ bio: 'too long', email: 'bad' })).toBe('email');
  });

  it('leaves the role optional', () => {
    expect(validateProfile({ ...valid, role: '' })).toEqual({});
  });
});

describe('normalizeProfile and isDirty', () => {
  it('trims the text fields', () => {
    expect(
      normalizeProfile({ ...valid, name: ' Ada Whitlock ', bio: ' Hi. \n' }),
    ).toEqual({ ...valid, bio: 'Hi.' });
  });

  it('is clean for the same values or only extra spaces', () => {
    expect(isDirty(valid, { ...valid })).toBe(false);
    expect(isDirty(valid, { ...valid, name: '  Ada Whitlock' })).toBe(false);
  });

  it.each(['name', 'email', 'role', 'timeZone', 'bio', 'photo'] as const)(
    'is dirty when %s changes',
    (field) => {
      expect(isDirty(valid, { ...valid, [field]: `${valid[field]}x` })).toBe(true);
    },
  );
});

describe('initials', () => {
  it.each([
    ['Elena Petrova', 'EP'],
    ['  maria  de la cruz ', 'MC'],
    ['Cher', 'C'],
    ['', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('profileReducer', () => {
  const start = initialFormState(valid);

  it('edits the draft and keeps the saved values', () => {
    const next = profileReducer(start, {
      type: 'edit',
      field: 'name',
      value: 'Ada W.',
    });
    expect(next.draft.name).toBe('Ada W.');
    expect(next.saved.name).toBe('Ada Whitlock');
    expect(next.errors).toEqual({});
  });

  it('saves a valid draft, trimmed, and says so', () => {
    const edited = profileReducer(start, {
      type: 'edit',
      field: 'role',
      value: '  Staff engineer ',
    });
    const saved = profileReducer(edited, { type: 'save' });
    expect(saved.status).toBe('saved');
    expect(saved.saved.role).toBe('Staff engineer');
    expect(saved.draft).toEqual(saved.saved);
    expect(isDirty(saved.saved, saved.draft)).toBe(false);
  });

  it('refuses an invalid draft, keeps the saved values and shows the errors', () => {
    const edited = profileReducer(start, {
      type: 'edit',
      field: 'email',
      value: 'ada@',
    });
    const refused = profileReducer(edited, { type: 'save' });
    expect(refused.status).toBe('idle');
    expect(refused.saved).toEqual(valid);
    expect(refused.errors.email).toMatch(/name@example.com/);
    expect(refused.showErrors).toBe(true);
  });

  it('re-checks on each edit once errors are showing, and clears the message when fixed', () => {
    const refused = profileReducer(
      profileReducer(start, { type: 'edit', field: 'name', value: '' }),
      { type: 'save' },
    );
    expect(refused.errors.name).toBe('Enter your name.');
    const fixed = profileReducer(refused, {
      type: 'edit',
      field: 'name',
      value: 'A',
    });
    expect(fixed.errors).toEqual({});
  });

  it('clears a "saved" message on the next edit', () => {
    const saved = profileReducer(start, { type: 'save' });
    expect(
      profileReducer(saved, { type: 'edit', field: 'bio', value: 'New' }).status,
    ).toBe('idle');
  });

  it('cancel puts back the last saved values, not the first ones', () => {
    let state = profileReducer(start, {
      type: 'edit',
      field: 'name',
      value: 'Ada Lane',
    });
    state = profileReducer(state, { type: 'save' });
    state = profileReducer(state, { type: 'edit', field: 'name', value: '' });
    state = profileReducer(state, { type: 'save' });
    state = profileReducer(state, { type: 'cancel' });
    expect(state.draft.name).toBe('Ada Lane');
    expect(state.errors).toEqual({});
    expect(state.showErrors).toBe(false);
    expect(state.status).toBe('discarded');
  });
});

describe('fixtures', () => {
  it('start valid, with a known time zone and photo', () => {
    expect(validateProfile(INITIAL_PROFILE)).toEqual({});
    expect(TIME_ZONES.map((zone) => zone.id)).toContain(INITIAL_PROFILE.timeZone);
    expect(PHOTOS.map((photo) => photo.id)).toContain(INITIAL_PROFILE.photo);
  });
});
