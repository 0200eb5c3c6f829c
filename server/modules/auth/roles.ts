import type { Role } from '../../../contract/profile.ts';

/** ADMIN_EMAILS decides the role each time a token is issued, so a change takes effect on refresh. */
export function roleResolver(adminEmails: readonly string[]): (email: string) => Role {
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  return (email) => (admins.has(email.toLowerCase()) ? 'admin' : 'shopper');
}
