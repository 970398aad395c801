import site from '../content/site.json';
import type { Site } from './schemas/site';

/** Shown where the operator has not been configured yet (content/site.json). */
export const OPERATOR_PLACEHOLDERS = { name: '[operator name]', contactEmail: '[contact email]' } as const;

export interface OperatorDetails {
  /** The operator's name, or its placeholder. */
  name: string;
  /** The contact address, or its placeholder. */
  contactEmail: string;
  /** A mailto: link, only when a real address is set. */
  contactHref: string | null;
}

/** The operator as the legal pages show it, with placeholders for what is not set. */
export function operatorDetails(operator: Site['operator'] = (site as Site).operator): OperatorDetails {
  const name = operator.name.trim();
  const email = operator.contactEmail.trim();
  return {
    name: name === '' ? OPERATOR_PLACEHOLDERS.name : name,
    contactEmail: email === '' ? OPERATOR_PLACEHOLDERS.contactEmail : email,
    contactHref: email === '' ? null : `mailto:${email}`,
  };
}
