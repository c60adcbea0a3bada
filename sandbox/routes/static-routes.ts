import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** webpack names every built file but index.html with a content hash: those never change. */
const HASHED = /\.[0-9a-f]{8,}\./;

/** Text types worth compressing, as a CDN would. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
/**
 * Source maps are for the error reporter only (the build writes them to dist/sourcemaps, outside
 * what is served, and links none): a map that finds its way into the build folder is not served either.
 */
const NEVER_SERVED = new Set(['.map']);

/**
 * A hashed file's gzip, made once: its content never changes. Kept small (the build's own files
 * only), so the cache is bounded by the build.
 */
const gzipped = new Map<string, Buffer>();

function gzipOf(file: string, body: Buffer): Buffer {
  const hashed = HASHED.test(path.basename(file));
  const cached = hashed ? gzipped.get(file) : undefined;
  if (cached !== undefined) return cached;
  const zipped = gzipSync(body, { level: 9 });
  if (hashed) gzipped.set(file, zipped);
  return zipped;
}

/** The file as sent: gzip for a text type when the browser accepts it. */
async function bodyFor(request: FastifyRequest, reply: FastifyReply, file: string): Promise<Buffer> {
  const body = await readFile(file);
  if (!COMPRESSIBLE.has(path.extname(file))) return body;
  void reply.header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return body;
  void reply.header('content-encoding', 'gzip');
  return gzipOf(file, body);
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Attest sandbox</title></head>
<body><main><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p></main></body></html>`;

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  // Never serve anything outside the build folder.
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built browser app (dist/web) like a CDN would: text gzipped for browsers that take
 * it, hashed files cached for a year,
 * index.html never cached, and index.html for every other page of the single-page app. Anything
 * else (a path below an API's prefix, a file that does not exist) is a JSON 404.
 */
export function staticHandler(distDir: string, apiPrefixes: readonly string[]) {
  const root = path.resolve(distDir);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const servable = isRead && urlPath !== '/' && !NEVER_SERVED.has(path.extname(urlPath));
    const file = servable ? await fileIn(root, urlPath) : null;
    if (file !== null) {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const cache = HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply
        .header('content-type', type)
        .header('cache-control', cache)
        .send(await bodyFor(request, reply, file));
    }
    const isApi = apiPrefixes.some((prefix) => prefix !== '' && urlPath.startsWith(`${prefix}/`));
    const wantsPage = isRead && !isApi && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).send({ error: `No route for ${request.method} ${urlPath}` });
    const index = await fileIn(root, '/index.html');
    if (index === null) return reply.code(503).header('content-type', TYPES['.html']!).send(NOT_BUILT);
    return reply
      .header('content-type', TYPES['.html']!)
      .header('cache-control', 'no-cache')
      .send(await bodyFor(request, reply, index));
  };
}
