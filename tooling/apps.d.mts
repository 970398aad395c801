// Types of apps.mjs for the TypeScript that imports it (server/).
export type AppName = 'shell' | 'blog' | 'tools' | 'quizzes' | 'guide';
export type RemoteName = Exclude<AppName, 'shell'>;
export interface AppSpec {
  dir: string;
  federationName: string;
  port: number;
}
export const APPS: Record<AppName, AppSpec>;
export const REMOTES: RemoteName[];
export const REMOTES_PATH: string;
type Env = Readonly<Record<string, string | undefined>>;
export function portFrom(envName: string, fallback: number, env: Env): number;
export function resolvePorts(env?: Env): Record<AppName, number>;
export function siteOrigin(env?: Env, ports?: Record<AppName, number>): string;
export interface LocalRemoteManifest {
  remotes: Record<RemoteName, { entry: string }>;
}
export function localRemoteManifest(origin: string): LocalRemoteManifest;
export function devRemoteManifest(ports: Record<AppName, number>): LocalRemoteManifest;
