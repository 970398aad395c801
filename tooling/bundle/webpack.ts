// The webpack + Module Federation builds of every app and shared package, which the one
// configuration (webpack.config.ts beside this file) picks by the app's name; its folder, port and
// exposes come from the registry (@toolverse/registry), so nothing about building is written twice.
// Its parts: the shared map (shared-map.ts), the loaders (loaders.ts) and plugins (plugins.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { pageStrategies } from '@toolverse/contracts/island-protocol';
import { REGISTRY, SHELL } from '@toolverse/registry';
import { APPS, isRemoteName, type AppName } from '../../platform/apps.ts';
import { resolvePorts } from '../../platform/environment.ts';
import scopeRemote from './postcss-scope-remote.ts';
import { MDX_RULE, swcRule } from './loaders.ts';
import { defineBuildDate, dropBuildStats, precompressed } from './plugins.ts';
import { sharedFor, type PackageJson } from './shared-map.ts';

/**
 * react-router's package exports name only its development build, whose warnings stay in a bundle
 * (ENABLE_DEV_WARNINGS); its production build, beside it, is the same code without them.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs'),
};

/** What webpack-cli passes a function configuration: the command line's --mode among others. */
export interface Argv {
  mode?: string;
}

export type ConfigFunction = (env: unknown, argv: Argv) => Configuration;

interface AppOptions {
  /** The app's folder (the registry's, from the checkout's root). */
  dir: string;
  app: AppName;
  /** Extra webpack-dev-server options (the shell serves its runtime config). */
  devServer?: DevServerConfiguration;
}

/** The browser build of an app; a remote exposes what the registry lists for it. */
export function createConfig({ dir, app, devServer = {} }: AppOptions): ConfigFunction {
  const spec = APPS[app];
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  const isShell = app === 'shell';
  const exposes = isRemoteName(app) ? REGISTRY[app].exposes : undefined;
  // The shell's browser entry is the island runtime (shell/src/islands/), named as its folder; in
  // development the shell renders its pages itself (src/standalone.tsx).
  const shellEntry = (production: boolean): Record<string, string> =>
    production ? { islands: './src/islands/index.ts' } : { standalone: './src/standalone.tsx' };

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const entry: Record<string, string> = isShell ? shellEntry(production) : { main: './src/index.ts' };
    return {
      name: app,
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry,
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves deep links (/blog/x), so its assets resolve from the root; a remote's
        // assets resolve from wherever its mf-manifest.json was found.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: `toolverse_${app}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Chunks carry their content hash in development too: the shell gets two chunks named after
        // the router subset (the one it provides and the one it consumes), which would write one file.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? REACT_ROUTER_PRODUCTION : {} },
      module: {
        rules: [
          swcRule({ development: !production }),
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: 'css-loader', options: { importLoaders: 1 } },
              {
                loader: 'postcss-loader',
                options: {
                  postcssOptions: {
                    plugins: [
                      ['@tailwindcss/postcss', { optimize: production ? { minify: true } : false }],
                      ...(isShell ? [] : [scopeRemote({ remote: app })]),
                    ],
                  },
                },
              },
            ],
          },
          MDX_RULE,
          { test: /\.(svg|png|webp|avif|jpg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        defineBuildDate(),
        new ModuleFederationPlugin({
          name: spec.federationName,
          ...(isShell
            ? { remotes: {}, manifest: false }
            : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
          shared: sharedFor(pkg),
          shareStrategy: 'loaded-first',
          dts: false,
          // Leaves the runtime's Node.js code out of browser builds. A remote's production entry
          // carries no federation runtime core: it runs on the shell's (provide-runtime-core.ts),
          // so no route downloads a second copy; the check that both are the same version is the
          // contracts' compatibility(). In development a remote keeps its own, so it runs alone.
          experiments: isShell
            ? { optimization: { target: 'web', disableSnapshot: true } }
            : {
                optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                ...(production ? { externalRuntime: true } : {}),
              },
        }),
        new MiniCssExtractPlugin({
          // The shell's stylesheet (src/styles.css, the pages' base layer) is named as its file, not
          // after the island runtime's entry that imports it.
          filename: (isShell ? 'styles' : '[name]') + (production ? '.[contenthash:8].css' : '.css'),
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          // The shell's page template; a remote's standalone page shares one minimal template.
          template: isShell ? path.join(dir, 'src/index.html') : path.join(import.meta.dirname, '../dev/standalone.html'),
          scriptLoading: 'defer',
          chunks: Object.keys(entry),
          // Deep links (/tools/automation) must find the bundle from the root, also in a remote's
          // standalone page; the composed site never loads this HTML.
          publicPath: '/',
          // A remote's production standalone page first loads the federation runtime core its
          // build leaves out (createFederationCoreConfig).
          federationCore: !isShell && production ? FEDERATION_CORE_FILE : null,
        }),
        ...(production ? precompressed() : []),
        ...(production && !isShell ? [dropBuildStats()] : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: resolvePorts(process.env)[app],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
    };
  };
}

/** The federation runtime core for a remote's production standalone page, beside its build. */
const FEDERATION_CORE_FILE = 'federation-core.js';

/**
 * The federation runtime core a remote's standalone page needs in production (its build leaves the
 * core out, for the shell to provide): a build of its own, without federation, written beside the
 * remote's files after them. Not content-hashed, so the page template can name it; it is revalidated.
 */
export function createFederationCoreConfig({ dir, app }: { dir: string; app: AppName }): () => Configuration {
  return () => ({
    name: `${app}-federation-core`,
    dependencies: [app],
    context: dir,
    mode: 'production',
    target: 'web',
    devtool: false,
    // The same few lines the shell runs first (it provides the core to the composed site's remotes).
    entry: { 'federation-core': path.join(import.meta.dirname, '../../shell/src/federation/provide-runtime-core.ts') },
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_CORE_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [swcRule({ development: false })] },
    plugins: precompressed(),
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    stats: 'errors-warnings',
  });
}

/**
 * The shell's scripts that run outside the federation host: the island loader every page carries
 * inline (shell/src/island-loader/, which the prerender inlines), the tooltips it fetches on
 * the first mouse move (shell/src/tooltips/), the header's title search it fetches on the first
 * move toward the search button (shell/src/title-search/) and the page's chrome it fetches on the first
 * scroll, move, touch or key (shell/src/page-chrome/). Builds of their own, without the federation runtime,
 * written beside the app's files after them (the app's build cleans dist/ first).
 */
export function createShellScriptsConfig({ dir }: { dir: string }): () => Configuration {
  return () => ({
    name: 'shell-scripts',
    dependencies: ['shell'],
    context: dir,
    mode: 'production',
    target: 'web',
    devtool: false,
    entry: {
      'island-loader': './src/island-loader/index.ts',
      // The strategies the loader lacks: inline scripts of their own, which the prerender writes only
      // on a page whose islands use them (tooling/prerender/assets.ts).
      ...Object.fromEntries(pageStrategies().map((load) => [`island-loader-${load}`, `./src/island-loader/strategies/${load}.ts`])),
      tooltips: './src/tooltips/index.ts',
      'title-search': './src/title-search/index.ts',
      'page-chrome': './src/page-chrome/index.ts',
    },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [swcRule({ development: false })] },
    plugins: precompressed(),
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    stats: 'errors-warnings',
  });
}

/** shared-content's subpaths that Node loads from its Node build (a "node" export condition): one instance per process. */
const SHARED_CONTENT_IN_NODE = new Set(
  Object.entries(
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../../shared-content/package.json'), 'utf8')).exports as Record<
      string,
      unknown
    >,
  )
    .filter(([, target]) => typeof target === 'object' && target !== null && 'node' in target)
    .map(([subpath]) => `@toolverse/shared-content${subpath.slice(1)}`),
);

/**
 * The Node build of an app, for prerendering pages at build time (tooling/prerender/index.ts): the same
 * components, compiled to CommonJS in dist-server/. Packages stay external so the shell and every
 * remote share one React and one shared-content in the prerender process, as they do in the browser.
 * `entry` is the module exporting what the prerender needs.
 */
export function createServerConfig({ dir, app, entry }: { dir: string; app: string; entry: string }): () => Configuration {
  return () => ({
    name: `${app}-server`,
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { server: entry },
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // Bare imports are Node's to load, except shared-content's subpaths without a "node" condition
    // (TypeScript, no shared state) and the router subset, which resolves to the same react-router Node loads.
    externals: [
      ({ request }, callback: (error?: Error | null, result?: string) => void) => {
        if (!request || request.startsWith('.') || path.isAbsolute(request)) return callback();
        if (request.startsWith('@toolverse/shared-content/') && !SHARED_CONTENT_IN_NODE.has(request)) return callback();
        return callback(null, `commonjs ${request === 'react-router-dom' ? 'react-router' : request}`);
      },
    ],
    module: {
      rules: [
        swcRule({ development: false }),
        MDX_RULE,
        // Styles reach the page as <link>s the prerender writes; the server build ignores them.
        { test: /\.css$/, loader: path.join(import.meta.dirname, 'empty-module-loader.cjs') },
      ],
    },
    plugins: [defineBuildDate()],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  });
}

/** Both builds of one app (browser and Node), from the registry; a remote's federation core too. */
export function appConfigs(
  app: AppName,
  dir: string,
  devServer?: DevServerConfiguration,
): [ConfigFunction, () => Configuration, ...(() => Configuration)[]] {
  const serverEntry = isRemoteName(app) ? REGISTRY[app].serverEntry : SHELL.serverEntry;
  const configs: [ConfigFunction, () => Configuration] = [
    createConfig({ dir, app, ...(devServer ? { devServer } : {}) }),
    createServerConfig({ dir, app, entry: serverEntry }),
  ];
  return isRemoteName(app) ? [...configs, createFederationCoreConfig({ dir, app })] : configs;
}
