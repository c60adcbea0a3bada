// `npm run headers -- config.json`: the response headers a host of the built app must send for the
// environment whose runtime configuration is config.json (README 'Security headers').
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../src/domain/security/content-security-policy';
import { SECURITY_HEADERS } from '../src/domain/security/security-headers';
import { parseRuntimeConfig } from '../src/main/runtime-config';

const file = process.argv[2];
if (file === undefined) {
  console.error('Usage: npm run headers -- path/to/config.json');
  process.exit(2);
}
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message.split('\n')[0]}`);
  process.exit(2);
}
const config = parseRuntimeConfig(raw);
if (!config.ok) {
  console.error(config.error);
  process.exit(2);
}
console.log('Every response (the page, assets, config.json):');
console.log(`  Content-Security-Policy: ${contentSecurityPolicy(config.value)}`);
for (const [name, value] of Object.entries(SECURITY_HEADERS)) console.log(`  ${name}: ${value}`);
console.log('  Strict-Transport-Security: max-age=63072000; includeSubDomains');
console.log('index.html and config.json:  Cache-Control: no-cache');
console.log('hashed files (name.<hash>.js|css):  Cache-Control: public, max-age=31536000, immutable');
console.log('API answers (interview and GLS services):  Cache-Control: no-store');
