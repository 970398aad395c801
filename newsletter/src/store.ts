/**
 * Where sign-ups live. The HTTP handlers and the CLI see only this interface, so a deployment that
 * runs several stateless service instances can swap the SQLite file for a PostgreSQL table
 * (README.md, "Moving to PostgreSQL") without touching them.
 */
export interface Signup {
  /** Normalised address (trimmed, lower-cased): unique. */
  email: string;
  /** The form it came from (sources.ts), 'unknown' when not told. */
  source: string;
  /** When it was first stored, ISO 8601 UTC. */
  createdAt: string;
}

export interface SignupStore {
  /**
   * Stores an address (already normalised) unless it is there already, in which case nothing
   * changes. Resolves only once the sign-up is durably committed.
   */
  add(email: string, source: string): Promise<void>;
  /** Number of sign-ups. */
  count(): Promise<number>;
  /** Every sign-up, oldest first. */
  list(): Promise<Signup[]>;
  /** Deletes an address (any letter case); resolves whether there was one. */
  erase(email: string): Promise<boolean>;
  /** Throws unless the storage answers (the health check). */
  check(): Promise<void>;
  /** Finishes pending writes and releases the storage; later calls reject. */
  close(): Promise<void>;
}
