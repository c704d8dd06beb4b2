import { describe, expect, it } from 'vitest';
import { isOwner, parseOwnerEmails } from './owner';

describe('OWNER_EMAILS', () => {
  it('reads a comma-separated list, ignoring case, spaces and empty parts', () => {
    const owners = parseOwnerEmails(' Dueña@CrepiVara.cr, ,otro@correo.com,,');
    expect([...owners]).toEqual(['dueña@crepivara.cr', 'otro@correo.com']);
    expect(isOwner('DUEÑA@crepivara.cr', owners)).toBe(true);
    expect(isOwner('otro@correo.com ', owners)).toBe(true);
  });

  it('names nobody when unset, empty or without an address', () => {
    for (const value of [undefined, '', ' , ', 'dueña']) {
      const owners = parseOwnerEmails(value);
      expect(owners.size).toBe(0);
      expect(isOwner('dueña@crepivara.cr', owners)).toBe(false);
    }
  });

  it('does not match a part of an address', () => {
    const owners = parseOwnerEmails('dueña@crepivara.cr');
    expect(isOwner('a.dueña@crepivara.cr', owners)).toBe(false);
    expect(isOwner('dueña@crepivara.cr.evil.com', owners)).toBe(false);
  });

  it('reads the environment at call time', () => {
    const before = process.env.OWNER_EMAILS;
    try {
      process.env.OWNER_EMAILS = 'a@b.cr';
      expect(isOwner('A@B.cr')).toBe(true);
      process.env.OWNER_EMAILS = '';
      expect(isOwner('a@b.cr')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.OWNER_EMAILS;
      else process.env.OWNER_EMAILS = before;
    }
  });
});
