import site from '../../content/site.json';
import type { Site } from '../content/schemas/site';

/** The operator's fields of content/site.json, as an error or a notice names them. */
export type OperatorField = 'operator.name' | 'operator.contactEmail';

export interface OperatorDetails {
  /** The operator's name, or words that say it is not set. */
  name: string;
  /** The contact address, or words that say it is not set. */
  contactEmail: string;
  /** A mailto: link, only when a real address is set. */
  contactHref: string | null;
  /** The fields still empty: the pages show a notice, and a build for the public refuses to run. */
  unset: OperatorField[];
}

/** The fields of content/site.json still empty: a public site must name who runs it and how to reach them. */
export function unsetOperatorFields(operator: Site['operator'] = (site as Site).operator): OperatorField[] {
  return [
    ...(operator.name.trim() === '' ? (['operator.name'] as const) : []),
    ...(operator.contactEmail.trim() === '' ? (['operator.contactEmail'] as const) : []),
  ];
}

/**
 * The operator as the legal pages show it. An unset field reads as what it is ("not named yet"),
 * never as bracketed placeholder text a reader could take for a value; the pages also show a notice.
 */
export function operatorDetails(operator: Site['operator'] = (site as Site).operator): OperatorDetails {
  const name = operator.name.trim();
  const email = operator.contactEmail.trim();
  return {
    name: name === '' ? 'an operator not named yet' : name,
    contactEmail: email === '' ? 'no address set yet' : email,
    contactHref: email === '' ? null : `mailto:${email}`,
    unset: unsetOperatorFields(operator),
  };
}
