import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServer } from 'webpack-dev-server';
import { TRUSTED_TYPES_POLICIES } from './src/domain/security/trusted-types';
import { pagePolicy } from './src/main/page-policy';

/** `npm run dev`: hot reload here, everything that is not the app proxied to the sandbox. */
const devServer = (): DevServer => ({
  port: Number(process.env.PORT ?? 8080),
  host: '127.0.0.1',
  hot: true,
  historyApiFallback: true,
  proxy: [
    {
      context: ['/api', '/config.json', '/__sandbox'],
      target: `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8081}`,
    },
  ],
});

const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

/**
 * The chunks the start script may preload, by their webpackChunkName (src/main/early-start.ts):
 * the route screens a link can open on, and each environment's adapters.
 */
const PRELOADABLE = [
  'overview',
  'question',
  'pay',
  'finishing',
  'done',
  'status',
  'business-landing',
  'business-form',
  'business-service',
  'interview-readers',
  'axios',
  'sandbox',
  'production',
];

/**
 * Every script and style sheet of each preloadable chunk group (a route's screen often comes with
 * a chunk it shares with others and a style sheet), for index.html's `attest-chunks` meta tag:
 * 'name:/file,/file;name:...'. The start script cannot know these names and hashes any other way.
 */
function preloadableChunks(compilation: webpack.Compilation): string {
  // The question fields' chunks too (src/ui/questions/field-chunk.ts: 'field-<key>').
  const names = [
    ...PRELOADABLE,
    ...[...compilation.namedChunkGroups.keys()].filter((name) => name.startsWith('field-')),
  ];
  return names
    .flatMap((name) => {
      const group = compilation.namedChunkGroups.get(name);
      const files = (group?.chunks ?? []).flatMap((chunk) => [...chunk.files].filter((f) => /\.(js|css)$/.test(f)));
      return files.length === 0 ? [] : [`${name}:${files.map((file) => `/${file}`).join(',')}`];
    })
    .join(';');
}

const config = (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer: DevServer } => {
  const production = argv.mode !== 'development';
  const policyConfig = process.env.ATTEST_POLICY_CONFIG;
  // The maps of an earlier build (webpack's clean covers dist/web only).
  if (production) rmSync(path.resolve(__dirname, 'dist/sourcemaps'), { recursive: true, force: true });
  return {
    mode: production ? 'production' : 'development',
    // The start script first: small, it begins the first screen's reads while the app's script
    // downloads (src/main/early-start.ts). `dependOn`: the app's script shares its modules (one
    // instance of what it began) and webpack's runtime, which it carries.
    entry: { start: './src/main/start.ts', main: { import: './src/main/browser.tsx', dependOn: 'start' } },
    // The same language level as tsconfig.json's target: webpack's own runtime and module wrappers
    // in modern syntax (arrow functions, const, optional chaining) rather than ES5.
    target: ['web', 'es2022'],
    output: {
      path: path.resolve(__dirname, 'dist/web'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      // Lazy chunks are named by the build's hash, not each chunk's own: the start bundle then carries
      // one hash instead of a map of eighty (about 1 KB gzipped). The cost: a release renames every
      // chunk, so a browser that cached an earlier release's chunks fetches them again, which a
      // person who opens their link once or twice rarely meets.
      chunkFilename: production ? '[name].[fullhash:8].js' : '[name].js',
      publicPath: '/',
      // Spec 000 §8: a script chunk that has not loaded after 120 s fails as ChunkLoadError.
      chunkLoadTimeout: 120_000,
      // Issue 26: the chunk and worker loader sets script URLs through a policy of its own, made the
      // first time a chunk loads; if it cannot be made, no chunk loads (rather than a string sink).
      trustedTypes: { policyName: TRUSTED_TYPES_POLICIES.chunks, onPolicyCreationFailure: 'stop' },
      // Source maps beside the build, not in it: kept for the error reporter, never published with the app.
      sourceMapFilename: '../sourcemaps/[file].map',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Inversify's metadata store: the three functions it calls instead of the whole proposal
      // (see src/main/reflect-metadata-lite.ts). Jest and Node use the package.
      alias: {
        'reflect-metadata/lite$': path.resolve(__dirname, 'src/main/reflect-metadata-lite.ts'),
        // React Router 7 ships a production build (without its development warnings and their
        // checks) but its package exports name only the development one, 'temporarily'
        // (remix-run/react-router#12437; #14102, #12532). Production takes the production build by
        // path, for react-router-dom's own imports too, so the app holds one copy.
        ...(production ? REACT_ROUTER_PRODUCTION : {}),
      },
    },
    module: {
      rules: [
        // No decorator metadata in the bundle: every constructor parameter names its token with
        // @inject (STACK.md), so Inversify never reads design:paramtypes, and each injectable class
        // would otherwise carry its parameter types and the metadata helper into the start bundle.
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: { transpileOnly: true, compilerOptions: { emitDecoratorMetadata: false } },
        },
        // Production: one hashed stylesheet linked from index.html, so styles load beside the
        // script and weigh nothing in it; development: injected by the script, for hot reload.
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        // React Router's components the app never renders (<Link>, <Form>...) are left out: see the loader.
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
          loader: path.resolve(__dirname, 'scripts/react-router-tree-shaking-loader.cjs'),
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        title: 'Attest',
        template: './src/main/index.html',
        // A file of the app's own origin: the policy allows no data: image, not even an empty icon.
        favicon: './src/main/favicon.svg',
        // The production page carries the policy a host without headers still enforces (README
        // 'Security headers'); the development server injects styles and evaluates modules, so not there.
        csp: production ? pagePolicy(policyConfig === undefined ? null : readFileSync(policyConfig, 'utf8')) : null,
        // html-webpack-plugin's own parameters, and the chunks the start script may preload.
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          preloadableChunks: preloadableChunks(compilation),
        }),
      }),
      // axios's fetch adapter is dead code in a browser (see src/adapters/http/axios-without-fetch.js).
      new webpack.NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.resolve(__dirname, 'src/adapters/http/axios-without-fetch.js'),
      ),
      // So is its table of status names (see src/adapters/http/axios-without-status-names.js).
      new webpack.NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/,
        path.resolve(__dirname, 'src/adapters/http/axios-without-status-names.js'),
      ),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              // The build's hash, as the JS chunks (see output.chunkFilename).
              chunkFilename: '[name].[fullhash:8].css',
            }),
          ]
        : []),
    ],
    optimization: {
      // Terser compresses again until nothing changes any more (webpack's default is two passes):
      // about 370 bytes gzipped off the start bundle for a few seconds of build. Safe options only.
      minimizeOptions: { javascript: { compress: { passes: 5 } } },
      splitChunks: {
        // react-dom in a script of its own: the browser evaluates each script in its own task, so
        // start-up is not one long task that blocks input (Total Blocking Time).
        cacheGroups: {
          reactDom: {
            test: /[\\/]node_modules[\\/]react-dom[\\/]/,
            name: 'react-dom',
            chunks: 'initial',
            enforce: true,
          },
        },
      },
    },
    // Hidden maps: written for the error reporter, with no sourceMappingURL comment in the scripts.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: devServer(),
  };
};

export default config;
