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

/** The local remote manifest: where the shell finds each remote's mf-manifest.json. */
export function localRemoteManifest(ports, host = 'localhost') {
  return {
    remotes: Object.fromEntries(
      REMOTES.map((name) => [name, { entry: `http://${host}:${ports[name]}/mf-manifest.json` }]),
    ),
  };
}
