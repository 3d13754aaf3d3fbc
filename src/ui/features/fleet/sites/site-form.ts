import { FleetError } from '../../../../application/fleet/fleet-errors';
import type { FieldProblem } from '../../../../domain/configuration/field-validators';
import { DEFAULT_HTTP_PORT, DEFAULT_HTTPS_PORT, parseTags, siteProblems, type Site, type SiteField, type SiteFields } from '../../../../domain/fleet/site';

/** The site's form as typed: every field text, the two switches. */
export interface SiteFormValues {
  readonly name: string;
  readonly address: string;
  readonly httpPort: string;
  readonly httpsPort: string;
  readonly secure: boolean;
  readonly insecure: boolean;
  readonly username: string;
  readonly password: string;
  readonly tags: string;
}

export const EMPTY_SITE_FORM: SiteFormValues = { name: '', address: '', httpPort: String(DEFAULT_HTTP_PORT), httpsPort: String(DEFAULT_HTTPS_PORT), secure: false, insecure: false, username: 'admin', password: '', tags: '' };

/** An existing site's form: its fields, the password left empty (kept unless typed). */
export function siteFormOf(site: Site): SiteFormValues {
  return { name: site.name, address: site.address, httpPort: String(site.httpPort), httpsPort: String(site.httpsPort), secure: site.secure, insecure: site.insecure, username: site.username, password: '', tags: site.tags.join(', ') };
}

function port(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function siteFieldsOf(values: SiteFormValues): SiteFields {
  return { ...values, httpPort: port(values.httpPort), httpsPort: port(values.httpsPort), tags: parseTags(values.tags) };
}

/** The problems the page can tell before asking the server (the same rules as the server's). */
export function localProblems(values: SiteFormValues, editing: boolean): Partial<Record<SiteField, FieldProblem>> {
  return siteProblems(siteFieldsOf(values), { passwordKept: editing });
}

/**
 * Where a refusal of the server belongs on the form: the fields it names
 * (FORM.INVALID), else the field it is about (an appliance that does not
 * answer: the address; refused credentials: the password; not root: the
 * user; a name taken: the name), with the server's own words as the
 * form's detail (the network's reason, the appliance's).
 */
export function refusalPlacement(error: unknown): { readonly fields: Partial<Record<SiteField, unknown>>; readonly detail?: string } | undefined {
  if (!(error instanceof FleetError)) return undefined;
  if (Object.keys(error.fields).length > 0) return { fields: error.fields as Partial<Record<SiteField, unknown>> };
  const field: SiteField | undefined = {
    'FLEET.SITE_UNREACHABLE': 'address' as const,
    'FLEET.SITE_CREDENTIALS_REFUSED': 'password' as const,
    'FLEET.SITE_NOT_ROOT': 'username' as const,
    'FLEET.SITE_NAME_TAKEN': 'name' as const,
  }[error.code as string];
  if (field === undefined) return undefined;
  return { fields: { [field]: error.code }, detail: error.message };
}
