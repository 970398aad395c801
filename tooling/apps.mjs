// Where each deployable lives and the port it serves on locally. Ports are the defaults of
// `npm start` and `npm run dev`; PORT moves the shell, <APP>_PORT (BLOG_PORT, ...) a remote.
export const APPS = {
  shell: { dir: 'shell', federationName: 'shell', port: 3000 },
  blog: { dir: 'mfe-blog', federationName: 'blog', port: 3001 },
  tools: { dir: 'mfe-tools', federationName: 'tools', port: 3002 },
  quizzes: { dir: 'mfe-quizzes', federationName: 'quizzes', port: 3003 },
  guide: { dir: 'mfe-guide', federationName: 'guide', port: 3004 },
};

export const REMOTES = /** @type {const} */ (['blog', 'tools', 'quizzes', 'guide']);

export function portFrom(envName, fallback, env) {
  const raw = env[envName];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${envName} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** The ports in force for this process, validated: a bad value stops start-up with its name. */
export function resolvePorts(env = process.env) {
  const ports = {};
  for (const [app, spec] of Object.entries(APPS)) {
    const envName = app === 'shell' ? 'PORT' : `${app.toUpperCase()}_PORT`;
    ports[app] = portFrom(envName, spec.port, env);
  }
  const seen = new Map();
  for (const [app, port] of Object.entries(ports)) {
    if (seen.has(port)) throw new Error(`${app} and ${seen.get(port)} are both set to port ${port}`);
    seen.set(port, app);
  }
  return ports;
}

/** Where the shell serves each remote by default: one origin for the whole page. */
export const REMOTES_PATH = '/_remotes/';

/**
 * The site's public origin: SITE_URL (an http(s) origin without a path), else the shell's local
 * address. Canonical links, the default remote manifest and the CSP allowlist start from it.
 */
export function siteOrigin(env = process.env, ports = resolvePorts(env)) {
  const raw = env.SITE_URL || `http://localhost:${ports.shell}`;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`SITE_URL must be an http(s) origin without a path, got "${raw}"`);
  }
  return url.origin;
}

/**
 * The default remote manifest: every remote under /_remotes/<remote>/ of the site's origin, where
 * the shell's server passes its requests on to that remote's own server.
 */
export function localRemoteManifest(origin) {
  return {
    remotes: Object.fromEntries(REMOTES.map((name) => [name, { entry: `${origin}${REMOTES_PATH}${name}/mf-manifest.json` }])),
  };
}

/** The dev servers' manifest (`npm run dev`): each remote's webpack dev server on its own port. */
export function devRemoteManifest(ports) {
  return {
    remotes: Object.fromEntries(REMOTES.map((name) => [name, { entry: `http://localhost:${ports[name]}/mf-manifest.json` }])),
  };
}
