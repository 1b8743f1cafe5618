/**
 * Fastify's own schema compilers (ajv for requests, fast-json-stringify for responses), with
 * each compiled schema kept for the life of the process. Building the app compiles the
 * schemas of every endpoint, which is most of its start-up cost (about 1 s of CPU); a process
 * that builds the app more than once (the server tests build one per test, the benches one
 * per database) compiles each distinct schema once. A compiled validator or serializer is a
 * pure function of its schema and options, so sharing it between apps changes nothing.
 */
import { type ValidatorFactory, AjvCompiler } from '@fastify/ajv-compiler';
import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** One process-wide map from a compile's inputs, as JSON, to what it compiled. */
function keptCompiles<T>() {
  const compiled = new Map<string, T>();
  return (key: string, compile: () => T): T => {
    let kept = compiled.get(key);
    if (kept === undefined) {
      kept = compile();
      compiled.set(key, kept);
    }
    return kept;
  };
}

const ajvFromPool = AjvCompiler();
const keptValidators = keptCompiles<ReturnType<ReturnType<typeof ajvFromPool>>>();

const buildValidator: ValidatorFactory = ((externalSchemas, options) => {
  const compile = ajvFromPool(externalSchemas, options);
  // Functions (custom formats) do not show in JSON: one app's options are fixed per process.
  const factoryKey = JSON.stringify([externalSchemas, options]);
  return (route) => keptValidators(`${factoryKey}|${JSON.stringify(route.schema)}`, () => compile(route));
}) satisfies typeof ajvFromPool;

const serializerFactory = SerializerSelector();
const keptSerializers = keptCompiles<ReturnType<ReturnType<SerializerFactory>>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options);
  const factoryKey = JSON.stringify([externalSchemas, options]);
  return (route) => keptSerializers(`${factoryKey}|${JSON.stringify(route.schema)}`, () => compile(route));
};

/** For Fastify's `schemaController.compilersFactory`. */
export const processWideSchemaCompilers = { buildValidator, buildSerializer };
