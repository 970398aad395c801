import site from '../../content/site.json';
import type { Site } from './schemas/site';

/** The readers' testimonials the operator supplied in content/site.json (none until then). */
export const READER_TESTIMONIALS: NonNullable<Site['testimonials']> = (site as Site).testimonials ?? [];
