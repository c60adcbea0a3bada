import type { Result } from '../domain/shared/result';
import { err } from '../domain/shared/result';
import type { RuntimeConfig } from './config-fields';
import { namesAVendor, readConfigFields } from './config-fields';
import { CONFIG_REQUEST, RUNTIME_CONFIG_PATH } from './config-request';

/**
 * Fetches and reads `/config.json`, with every rule parseRuntimeConfig applies; every failure is a
 * one-line message for the page. The vendor rules (config-vendor-rules.ts) load only when the
 * configuration names a vendor, so a page without vendors (the sandbox's overview) does not carry
 * them in its start script; they share the production module's chunk (webpackChunkName
 * 'production', as container.ts asks for it), which a page with vendors loads next anyway, so they
 * cost it no request of their own. Spec is silent on that chunk failing to load (offline): the
 * page says the configuration could not be checked rather than starting with vendors unchecked.
 */
export async function loadRuntimeConfig(
  fetchFn: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>,
  url: string = RUNTIME_CONFIG_PATH,
): Promise<Result<RuntimeConfig, string>> {
  let text: string;
  try {
    const response = await fetchFn(url, CONFIG_REQUEST);
    if (!response.ok) return err(`config.json: could not be loaded (HTTP ${response.status})`);
    text = await response.text();
  } catch {
    return err('config.json: could not be loaded (no answer from the server)');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err('config.json: the file is not valid JSON');
  }
  const config = readConfigFields(raw);
  if (!config.ok || !namesAVendor(config.value)) return config;
  let vendorGaps: (config: RuntimeConfig) => string | null;
  try {
    ({ vendorGaps } = await import(/* webpackChunkName: "production" */ './config-vendor-rules'));
  } catch {
    return err('config.json: its vendor settings could not be checked (no answer from the server)');
  }
  const gap = vendorGaps(config.value);
  return gap === null ? config : err(gap);
}
