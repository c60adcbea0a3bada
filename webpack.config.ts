import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

const config = (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main/browser.ts' },
    output: {
      path: path.resolve(__dirname, 'dist/web'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } }],
    },
    plugins: [new HtmlWebpackPlugin({ title: 'Attest', template: './src/main/index.html' })],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
  };
};

export default config;
