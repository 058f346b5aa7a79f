import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  isValid,
  isValidEmail,
  replyDraft,
  splitRecipients,
  toMail,
  validateCompose,
  validateRecipients,
} from './compose';
import { ME, mails } from './data';

describe('splitRecipients', () => {
  it('splits at commas, trims and drops empty entries', () => {
    expect(splitRecipients(' ada@a.example ,ben@b.example,, ')).toEqual([
      'ada@a.example',
      'ben@b.example',
    ]);
    expect(splitRecipients('')).toEqual([]);
    expect(splitRecipients(' , ')).toEqual([]);
  });
});

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+events@mail.example.co.uk',
    'x@lumen-field.io',
    'A1@B2.ORG',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'ada@b@example.com',
    'ada lovelace@example.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    '.ada@example.com',
    'ada..l@example.com',
    'ada@-example.com',
    'ada@example.c',
    'ada@example.123',
  ])('rejects %s', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });
});

describe('validateRecipients', () => {
  it('asks for a recipient when there is none', () => {
    expect(validateRecipients('')).toBe('Add at least one recipient.');
    expect(validateRecipients(' ,, ')).toBe('Add at least one recipient.');
  });

  it('names the one address that is wrong, or all of them', () => {
    expect(validateRecipients('ada@example.com, ben@')).toBe(
      '“ben@” is not a valid e-mail address.',
    );
    expect(validateRecipients('ada, ben@example.com, chloe@example')).toBe(
      'These are not valid e-mail addresses: “ada”, “chloe@example”.',
    );
  });

  it('accepts one or several valid addresses', () => {
    expect(validateRecipients('ada@example.com')).toBeUndefined();
    expect(validateRecipients('ada@example.com, ben@example.org,')).toBeUndefined();
  });
});

describe('validateCompose', () => {
  it('needs recipients and a subject or a message', () => {
    const errors = validateCompose({ to: '', subject: ' ', body: '\n' });
    expect(errors).toEqual({
      to: 'Add at least one recipient.',
      subject: 'Add a subject or write a message.',
    });
    expect(firstInvalidField(errors)).toBe('to');
    expect(isValid(errors)).toBe(false);
  });

  it('is content with a subject alone or a message alone', () => {
    expect(
      validateCompose({ to: 'ada@example.com', subject: 'Hello', body: '' }),
    ).toEqual({});
    expect(
      validateCompose({ to: 'ada@example.com', subject: '', body: 'Hello' }),
    ).toEqual({});
    expect(isValid({})).toBe(true);
  });

  it('points at the subject when only the content is missing', () => {
    expect(
      firstInvalidField(
        validateCompose({ to: 'ada@example.com', subject: '', body: '' }),
      ),
    ).toBe('subject');
    expect(firstInvalidField({ body: 'x' })).toBe('body');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('toMail', () => {
  it('builds the Sent copy: recipients, trimmed subject, paragraphs, read', () => {
    const mail = toMail(
      {
        to: 'ada@example.com, ben@example.org',
        subject: '  Lunch ',
        body: 'Hi both,\n\nNoon at the usual place?\n  \nElena',
      },
      ME,
      '2025-03-20T12:00',
    );
    expect(mail).toEqual({
      folder: 'sent',
      from: ME,
      to: [{ email: 'ada@example.com' }, { email: 'ben@example.org' }],
      subject: 'Lunch',
      body: ['Hi both,', 'Noon at the usual place?', 'Elena'],
      sentAt: '2025-03-20T12:00',
      read: true,
      starred: false,
    });
  });

  it('says "(no subject)" when there is none', () => {
    expect(
      toMail(
        { to: 'ada@example.com', subject: '', body: 'Hi' },
        ME,
        '2025-03-20T12:00',
      ).subject,
    ).toBe('(no subject)');
  });
});

describe('replyDraft', () => {
  it('answers the sender and adds "Re:" only once', () => {
    const mail = mails.find((m) => m.id === 'm-badges')!;
    expect(replyDraft(mail)).toEqual({
      to: 'david@inkwellpress.example',
      subject: 'Re: Proof of the attendee badges',
      body: '',
    });
    expect(replyDraft({ ...mail, subject: 'RE: Badges' }).subject).toBe(
      'RE: Badges',
    );
  });
});
