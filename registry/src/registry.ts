// The one registry of the site's deployables. Everything that lists the remotes reads this module:
// the shell's routes and loading regions, shared-content's paths, the webpack builds, the dev and
// production servers, nginx generation, the lint boundaries, the jest projects and the tests.
// Only the npm workspaces in package.json are written out a second time (npm cannot compute them);
// tooling/checks/registry.test.ts fails when they drift apart. docs/architecture.md "Adding a remote" shows the steps.
//
// This module is read in the browser too (shared-content's paths), so it holds plain data and
// imports nothing.

/** The expose every remote has: its stylesheet, which the prerender links from the pages showing its markup. */
export const STYLES_EXPOSE = './styles';

export interface RemoteSpec {
  /** The remote's folder at the repository root, also its npm workspace. */
  readonly dir: string;
  /** Where its pages live on the site; the shell hands every path under it to this remote. */
  readonly basePath: `/${string}`;
  /** The port of its dev server and its local server; <NAME>_PORT moves it. */
  readonly devPort: number;
  /** How the site names it mid-sentence ("Loading the blog…", "The blog can't be reached"). */
  readonly label: string;
  /**
   * Module Federation exposes: public name -> source file, relative to the remote's folder. Its
   * stylesheet (./styles) and its islands, by the name their markup gives (`blog/ShareSave` is
   * ./ShareSave); the prerender refuses a page naming an island no app provides.
   */
  readonly exposes: { readonly [STYLES_EXPOSE]: string } & Readonly<Record<`./${string}`, string>>;
  /** The module the prerender loads from its Node build (tooling/prerender/index.ts): routes, pages, widgets. */
  readonly serverEntry: string;
}

/** The shell: the app frame that composes the remotes. Not a remote, but a deployable beside them. */
export const SHELL = { dir: 'shell', devPort: 3000, serverEntry: './src/server.tsx' } as const;

/**
 * The packages every app bundles from source, built for Node too (their dist-server/), so the
 * prerender's shell and remotes share one instance of each (of shared-content, of the modules its
 * subpath exports send to Node with a "node" condition), as they do in the browser.
 */
export const SHARED_PACKAGES = {
  contracts: { dir: 'contracts', serverEntry: './src/index.ts' },
  'shared-content': { dir: 'shared-content', serverEntry: './src/ui/one-instance.ts' },
} as const;

export type SharedPackageName = keyof typeof SHARED_PACKAGES;

/** The remotes, in the order the site lists them. The key is the federation name. */
export const REGISTRY = {
  blog: {
    dir: 'mfe-blog',
    basePath: '/blog',
    devPort: 3001,
    label: 'the blog',
    exposes: {
      './styles': './src/styles.ts',
      './ArticleMotion': './src/article/island.ts',
      './ShareSave': './src/share-save/island.ts',
      './SavedArticles': './src/saved/island.ts',
      './FeelingLucky': './src/blog-index/island.ts',
      './AnnouncedLink': './src/call-to-action/island.ts',
    },
    serverEntry: './src/server.ts',
  },
  tools: {
    dir: 'mfe-tools',
    basePath: '/tools',
    devPort: 3002,
    label: 'The Arsenal',
    exposes: { './styles': './src/styles.ts', './Directory': './src/directory/island.ts', './Compare': './src/compare/island.ts' },
    serverEntry: './src/server.ts',
  },
  quizzes: {
    dir: 'mfe-quizzes',
    basePath: '/quizzes',
    devPort: 3003,
    label: 'the quizzes',
    exposes: {
      './styles': './src/styles.ts',
      './QuizRunner': './src/quiz/island.ts',
      './ToolFinder': './src/tool-finder/island.ts',
    },
    serverEntry: './src/server.ts',
  },
  guide: {
    dir: 'mfe-guide',
    basePath: '/guide',
    devPort: 3004,
    label: 'the guide',
    exposes: { './styles': './src/styles.ts', './PathView': './src/paths/island.ts' },
    serverEntry: './src/server.ts',
  },
} as const satisfies Record<string, RemoteSpec>;

export type RemoteName = keyof typeof REGISTRY;

/** The remotes' names, in registry order. */
export const REMOTE_NAMES = Object.keys(REGISTRY) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REGISTRY, name);
