import { describe, expect, it } from 'vitest';
import { createCalendar } from '../calendar';
import { createConfiguration } from '../configuration';
import { createContact } from '../contact';
import { createParameters } from '../parameters';
import { createSmtpServer } from '../smtp-server';
import { createStore } from '../store';
import { createUser, createUserGroup } from '../user-group';
import { validateConfiguration } from './validate-configuration';

const named = (problems: ReturnType<typeof validateConfiguration>) =>
  problems.filter((problem) => problem.code.startsWith('CONFIG.DUPLICATE')).map(({ code, path, message, severity }) => ({ code, path, message, severity }));

describe('names that must tell items apart', () => {
  it('flags each SMTP server of a name another has, spaces and case aside, at its name: a warning', () => {
    const configuration = createConfiguration({
      emails: [createSmtpServer({ name: 'Relay', from: 'a@site.example' }), createSmtpServer({ name: 'Office', from: 'b@site.example' }), createSmtpServer({ name: ' relay ', from: 'c@site.example' })],
    });
    expect(named(validateConfiguration(configuration))).toEqual([
      { code: 'CONFIG.DUPLICATE_NAME', path: 'configuration/emails/email[1]/name', message: 'another item of this list has the name Relay', severity: 'warning' },
      { code: 'CONFIG.DUPLICATE_NAME', path: 'configuration/emails/email[3]/name', message: 'another item of this list has the name  relay ', severity: 'warning' },
    ]);
  });

  it('knows a contact by its name and first name together, a store and a calendar by their names', () => {
    const configuration = createConfiguration({
      contacts: [createContact({ name: 'Martin', firstname: 'Luc' }), createContact({ name: 'Martin', firstname: 'Claire' }), createContact({ name: 'martin', firstname: 'luc' })],
      parameters: createParameters({ stores: [createStore({ name: 'Main', default: true, path: '/a' }), createStore({ name: 'Main', path: '/b' })] }),
      calendars: [createCalendar({ name: 'Hours' }), createCalendar({ name: 'Other' })],
    });
    expect(named(validateConfiguration(configuration)).map((problem) => problem.path)).toEqual([
      'configuration/parameters/stores/store[1]/name',
      'configuration/parameters/stores/store[2]/name',
      'configuration/contacts/contact[1]/name',
      'configuration/contacts/contact[3]/name',
    ]);
  });

  it('refuses two users of one name, in two groups too (an error: a user signs in by name), but not one user listed twice', () => {
    const ana = createUser({ name: 'ana' });
    const configuration = createConfiguration({
      groups: [createUserGroup({ name: 'Guards', users: [ana, createUser({ name: 'bob' })] }), createUserGroup({ name: 'Night', users: [createUser({ name: 'bob' }), ana] })],
    });
    const problems = validateConfiguration(configuration);
    expect(named(problems)).toEqual([
      { code: 'CONFIG.DUPLICATE_USER_NAME', path: 'configuration/groups/group[1]/users/user[2]/name', message: 'user name bob is used by another user', severity: 'error' },
      { code: 'CONFIG.DUPLICATE_USER_NAME', path: 'configuration/groups/group[2]/users/user[1]/name', message: 'user name bob is used by another user', severity: 'error' },
    ]);
    // Ana in two groups is one user: that rule's own problem, once.
    expect(problems.filter((problem) => problem.code === 'CONFIG.USER_ALREADY_IN_GROUP')).toHaveLength(1);
  });

  it('leaves blank names to "this field is required"', () => {
    const configuration = createConfiguration({ emails: [createSmtpServer({ name: '', from: 'a@site.example' }), createSmtpServer({ name: ' ', from: 'b@site.example' })] });
    expect(named(validateConfiguration(configuration))).toEqual([]);
  });
});
