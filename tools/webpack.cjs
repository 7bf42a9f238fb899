// The one webpack configuration of the front end. The shell and each remote call
// createFederatedConfig() with their own name, port and exposed modules; everything else
// (loaders, shared singletons, output layout, minifier) is decided here once.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SwcMinifyWebpackPlugin } = require('swc-minify-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { devManifest, remoteInFolder } = require('./remotes-registry.cjs');

const repoRoot = path.resolve(__dirname, '..');
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
);
// react-router-dom (what @academy/shared imports) re-exports react-router and react-router/dom:
// both point at the production build, so the page holds one copy of the router's code.
const reactRouterProductionBuild = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};
// axios picks its adapter by name when a call is made, so its bundle carries every adapter it
// knows. The API client uses its fetch adapter only (shared/src/api/api-client.ts): the
// XMLHttpRequest one is left out as axios itself leaves out its Node one in a browser build (its
// package's "browser" field points it at lib/helpers/null.js). ~1 KB gzip of every page.
const axiosLib = path.join(path.dirname(require.resolve('axios/package.json')), 'lib');
// Likewise its table of HTTP status names (`axios.HttpStatusCode`, ~0.5 KB brotli), which no app
// reads (the API client, shared/src/api/api-client.ts, compares `status` with numbers).
const axiosFetchOnly = {
  [path.join(axiosLib, 'adapters', 'xhr.js')]: path.join(axiosLib, 'helpers', 'null.js'),
  [path.join(axiosLib, 'helpers', 'HttpStatusCode.js')]: path.join(axiosLib, 'helpers', 'null.js'),
};
const sharedPackage = require(path.join(repoRoot, 'shared', 'package.json'));
// The plugin through which the shell provides the federation runtime to the remotes is CommonJS
// and require()s runtime-core, while webpack's federation runtime imports runtime-core as ESM:
// two copies of runtime-core and its sdk in the shell's main chunk (~20 KB gzip). Pointing the
// plugin at the ESM build leaves one copy, which is also the instance handed to the remotes.
const providedRuntimeCore = {
  '@module-federation/runtime-tools/runtime-core$': path.join(
    path.dirname(require.resolve('@module-federation/runtime-tools/package.json')),
    'dist',
    'runtime-core.js',
  ),
};

/**
 * Libraries that must exist once in the page: one React tree, one auth store, one API client and
 * one router (@academy/shared, which also carries the router and axios: see shared/src/router.ts
 * for why react-router-dom and react-router are not shared on their own; no app imports them, nor
 * axios, but through it). Versions come from the package that declares them.
 */
function sharedSingletons(appPackage) {
  const deps = { ...sharedPackage.dependencies, ...appPackage.dependencies };
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: `^${deps[name]}`,
  });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    zustand: singleton('zustand'),
    // The shared contract: the shell and every remote must agree on its major version. A remote
    // built against another major is refused at load time (strictVersion), and the shell shows
    // that area's contained fallback instead of a page broken by a mismatched auth store or client.
    '@academy/shared': {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${sharedPackage.version.split('.')[0]}.0.0`,
      version: sharedPackage.version,
    },
  };
}

/**
 * The shell's first screen needs more than main.js: behind the async boundary
 * (`import('./bootstrap')`) come the app chunk and the shared libraries it consumes (react-dom,
 * the router, @academy/shared, ...), which the browser would only discover after main.js has run,
 * and the two runtime files the shell fetches before its first render. Only the boundary's chunks
 * and the fallbacks of the shared modules they consume are listed, never a lazy route's chunk.
 *
 * They are not tags of the page: the page paints first (its HTML and one stylesheet: the top bar,
 * the home hero, a first screen's first answer) and then starts the app, so none of them shares the
 * line with what the first paint needs (issue 24). The list goes in
 * <script type="application/json" id="app-files"> (data: no CSP hash needed, nothing runs), and
 * index.html's inline script (public/page-start.cjs) adds main.js and the preloads after the
 * first frame.
 */
const SHELL_RUNTIME_FILES = ['/config.json', '/remotes.json'];

class StartAfterFirstPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartAfterFirstPaintPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const isScript = (tag) => tag.tagName === 'script' && tag.attributes.src;
          const scripts = data.headTags.filter(isScript).map((tag) => tag.attributes.src);
          const preload = [
            ...SHELL_RUNTIME_FILES.map((href) => ({ as: 'fetch', href })),
            ...firstScreenFiles(compilation).map((file) => ({
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            })),
          ];
          data.headTags = data.headTags.filter((tag) => !isScript(tag));
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'StartAfterFirstPaintPlugin' },
            attributes: { type: 'application/json', id: 'app-files' },
            // '<' escaped: the list can never close its own <script> element.
            innerHTML: JSON.stringify({ preload, scripts }).replace(/</g, '\\u003c'),
          });
          return data;
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint (a first-line `//# allFunctionsCalledOnLoad`): the files of the first
 * screen are compiled whole while they download, on a background thread, instead of function by
 * function on the main thread as each runs for the first time. Most of the functions of those
 * files run before the first render (module factories, React's render), and that lazy compiling
 * was a third of the page's longest task (docs/performance.md#first-paint). Added after the
 * minifier (which drops comments) and before the source maps are written (which it shifts).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileFirstScreenEagerlyPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileFirstScreenEagerlyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileFirstScreenEagerlyPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
        },
        () => {
          // Only the page's own compilation (not html-webpack-plugin's child compiler).
          const main = compilation.entrypoints.get('main');
          if (!main) return;
          const files = [...main.getEntrypointChunk().files, ...firstScreenFiles(compilation)];
          for (const file of files.filter((name) => name.endsWith('.js'))) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

function firstScreenFiles(compilation) {
  const { chunkGraph } = compilation;
  const entryChunk = compilation.entrypoints.get('main').getEntrypointChunk();
  // What the shell provides to the share scope, by share key: at run time a consumed library
  // comes from there (the provider's chunk), not from the consumer's own fallback chunk.
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const chunks = new Set();
  const addBlocks = (module) => {
    for (const block of module?.blocks ?? []) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(chunk);
    }
  };
  // The async boundary: the entry module's own import().
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) addBlocks(module);
  // Every shared library those chunks consume loads before they run, and so on, to a fixed point.
  let size = -1;
  while (size !== chunks.size) {
    size = chunks.size;
    for (const chunk of [...chunks]) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') {
          addBlocks(provided.get(module.options.shareKey) ?? module);
        }
      }
    }
  }
  chunks.delete(entryChunk);
  return [...chunks].flatMap((chunk) =>
    [...chunk.files].filter((file) => file.endsWith('.js') || file.endsWith('.css')),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (pass __dirname)
 * @param {string} options.name       federation name: 'shell' or the remote's short name ('blog')
 * @param {number} options.port       dev-server port for standalone work
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} [options.host]    true for the shell
 */
function createFederatedConfig({ dir, name, port, exposes = {}, host = false }) {
  const appPackage = require(path.join(dir, 'package.json'));
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    // The build script passes --env outDir=...; standalone builds go to the app's own dist/.
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes are served from a version folder the shell only learns from remotes.json,
        // so their chunks must resolve relative to their remoteEntry.js.
        publicPath: host ? '/' : 'auto',
        filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `academy_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // react-router's package exports only its development build (warnings and checks); its
        // production build sits beside it.
        alias: {
          // The shared grader (practice mode) from its TypeScript sources: a remote builds without
          // the contract's dist/, and its page carries no schema code.
          '@academy/contract/grading$': path.join(
            repoRoot,
            'contract',
            'src',
            'grading',
            'index.ts',
          ),
          // The limits the forms check (no TypeBox beneath it), likewise from its sources.
          '@academy/contract/rules$': path.join(repoRoot, 'contract', 'src', 'rules', 'index.ts'),
          ...(production ? reactRouterProductionBuild : {}),
          ...axiosFetchOnly,
          ...(host ? providedRuntimeCore : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: false },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp|mp4|webm|woff2?)$/,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          shared: sharedSingletons(appPackage),
          // A remote that is down must not stop the shell from starting.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          runtimePlugins: host
            ? [path.join(dir, 'src', 'app', 'federation-runtime-plugin.ts')]
            : [],
          // The shell provides the federation runtime to the remotes, so each remoteEntry.js does
          // not carry its own copy (~26 KB gzip). A remote's dev server (development mode) keeps its
          // own runtime so it can run without the shell.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // Only what a browser loading remoteEntry.js URLs runs: no Node loader, and no snapshot
            // plugin (it reads mf-manifest.json remotes, which we do not use: manifest is false).
            // A remote imports no other remote: its entry needs no remote-loading code either.
            optimization: { disableSnapshot: true, target: 'web', disableRemote: !host },
          },
        }),
        // Every app has its own page: the shell's index.html, and a standalone page per remote
        // so its team can run it alone (`npm run dev -w mf-blog`).
        // The shell's page is its own file; a remote's standalone page (for its team's dev
        // server) is the same minimal page for every remote, so it is generated here.
        new HtmlWebpackPlugin({
          ...(host
            ? {
                template: path.join(dir, 'public', 'index.html'),
                templateParameters: {
                  pageStart: require(path.join(dir, 'public', 'page-start.cjs')).PAGE_START_SCRIPT,
                },
              }
            : {
                title: `${appPackage.name} (standalone)`,
                templateContent: ({ htmlWebpackPlugin }) =>
                  `<!doctype html><html lang="en"><head><meta charset="utf-8" />` +
                  `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
                  `<title>${htmlWebpackPlugin.options.title}</title></head>` +
                  `<body><div id="root"></div></body></html>`,
              }),
          filename: 'index.html',
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        ...(host && production
          ? [new StartAfterFirstPaintPlugin(), new CompileFirstScreenEagerlyPlugin()]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: 'assets/[name].[contenthash:10].css',
                chunkFilename: 'assets/[name].[contenthash:10].css',
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new SwcMinifyWebpackPlugin()],
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Standalone development talks to the API started by `npm start` (or API_ORIGIN).
        proxy: [
          {
            context: ['/api'],
            target: process.env.API_ORIGIN || 'http://127.0.0.1:8080',
          },
        ],
        static: [{ directory: path.join(repoRoot, 'shell', 'public'), publicPath: '/' }],
        // The shell's dev server answers /remotes.json with every registered remote's dev server.
        ...(host
          ? {
              setupMiddlewares: (middlewares) => [
                {
                  name: 'dev-remotes-manifest',
                  path: '/remotes.json',
                  middleware: (request, response) => response.json(devManifest()),
                },
                ...middlewares,
              ],
            }
          : {}),
      },
      stats: 'errors-warnings',
    };
  };
}

/** A remote's whole configuration, from its line in remotes.registry.json (pass __dirname). */
function createRemoteConfig(dir) {
  const { name, devPort, exposes } = remoteInFolder(dir);
  return createFederatedConfig({ dir, name, port: devPort, exposes });
}

module.exports = { createFederatedConfig, createRemoteConfig, repoRoot };
