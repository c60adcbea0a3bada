import { APPLICATION_CLASSES } from '../../src/main/application-classes';
import { buildContainer } from '../../src/main/container';
import { installMetadataFunctions, metadataFunctions } from '../../src/main/reflect-metadata-lite';
import { parseRuntimeConfig } from '../../src/main/runtime-config';
import { productionConfigJson, sandboxConfigJson } from './valid-config';

// As in the browser bundle (webpack.config.ts): Inversify's side-effect import of the package
// loads the stand-in instead, so everything below runs on the stand-in's store alone.
jest.mock('reflect-metadata/lite', () => jest.requireActual('../../src/main/reflect-metadata-lite'));

const { defineMetadata, getOwnMetadata, getMetadata } = metadataFunctions;

describe('the metadata store', () => {
  class Base {}
  class Derived extends Base {}

  it('keeps a value per target, metadata key and property key', () => {
    const target = {};
    defineMetadata('key', 'class', target);
    defineMetadata('key', 'property', target, 'name');
    defineMetadata('other', 1, target);
    expect(getOwnMetadata('key', target)).toBe('class');
    expect(getOwnMetadata('key', target, 'name')).toBe('property');
    expect(getOwnMetadata('other', target)).toBe(1);
    expect(getOwnMetadata('other', target, 'name')).toBeUndefined();
    expect(getOwnMetadata('key', {})).toBeUndefined();
  });

  it('replaces a value defined again', () => {
    const target = {};
    defineMetadata('key', [1], target);
    defineMetadata('key', [1, 2], target);
    expect(getOwnMetadata('key', target)).toEqual([1, 2]);
  });

  it('finds inherited metadata along the prototype chain, own metadata on the target only', () => {
    defineMetadata('inherited', 'from base', Base);
    defineMetadata('shadowed', 'base', Base);
    defineMetadata('shadowed', 'derived', Derived);
    expect(getMetadata('inherited', Derived)).toBe('from base');
    expect(getOwnMetadata('inherited', Derived)).toBeUndefined();
    expect(getMetadata('shadowed', Derived)).toBe('derived');
    expect(getMetadata('missing', Derived)).toBeUndefined();
  });

  it('lets a value defined as undefined on the target hide the prototype’s, as the package does', () => {
    defineMetadata('explicit', 'base', Base);
    defineMetadata('explicit', undefined, Derived);
    expect(getMetadata('explicit', Derived)).toBeUndefined();
  });

  it('adds only the functions a Reflect object lacks', () => {
    const own = () => 'own';
    const reflect: Record<string, unknown> = { getMetadata: own };
    installMetadataFunctions(reflect);
    expect(reflect.getMetadata).toBe(own);
    expect(reflect.defineMetadata).toBe(defineMetadata);
    expect(reflect.getOwnMetadata).toBe(getOwnMetadata);
  });
});

describe.each([
  ['sandbox', sandboxConfigJson],
  ['production', productionConfigJson],
])('the %s container on the stand-in', (_name, json) => {
  it('is what Inversify uses: the package’s other functions are absent', async () => {
    const config = parseRuntimeConfig(json);
    if (!config.ok) throw new Error(config.error);
    await buildContainer(config.value, 'https://verify.attest.example');
    expect(typeof (Reflect as unknown as Record<string, unknown>).defineMetadata).toBe('function');
    expect((Reflect as unknown as Record<string, unknown>).decorate).toBeUndefined();
    expect((Reflect as unknown as Record<string, unknown>).getMetadataKeys).toBeUndefined();
  });

  it('resolves every view model and use case with its injected collaborators, once per page load', async () => {
    const config = parseRuntimeConfig(json);
    if (!config.ok) throw new Error(config.error);
    const container = await buildContainer(config.value, 'https://verify.attest.example');
    for (const type of APPLICATION_CLASSES) {
      const instance = container.get(type);
      expect(instance).toBeInstanceOf(type);
      expect(container.get(type)).toBe(instance);
      // Every constructor parameter was injected: none of the instance's fields is undefined.
      const fields = Object.entries(instance as object).filter(([, value]) => value === undefined);
      expect({ type: type.name, undefinedFields: fields.map(([key]) => key) }).toEqual({
        type: type.name,
        undefinedFields: [],
      });
    }
  });
});
