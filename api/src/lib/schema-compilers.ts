// Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes out),
// each compiling a distinct schema once. Fastify compiles one validator per route and request part
// and one serializer per route and status, yet most of them are the same schema (every route's
// error answers, the shared list and detail shapes): 1,439 compilations for 164 distinct schemas,
// about nine tenths of the time an app takes to build (at start-up, and in every API test file).
// A compiled validator or serializer is a pure function of its schema, the shared schemas it may
// refer to and the compiler options, which together make the key.
// Given compilers, Fastify passes a route's `headers` schema as written (it lower-cases its keys
// only for its default ajv): a headers schema names its headers in lower case.
import { createRequire } from 'node:module';

import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type RouteSchema = { schema: unknown };
type Compile = (route: RouteSchema) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => Compile;

// The very packages (and versions) Fastify uses when it is given no compilers.
const fromFastify = createRequire(require.resolve('fastify'));
const ajvCompiler = fromFastify('@fastify/ajv-compiler') as { AjvCompiler: () => Factory };
const fjsCompiler = fromFastify('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => Factory;
};

/** `factory` with each of its compilers remembering what it compiled, by the schema's content. */
function compilingOnce(factory: Factory): Factory {
  const compiled = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const context = JSON.stringify([externalSchemas, options]);
    return (route) => {
      const key = `${context}${JSON.stringify(route.schema)}`;
      let done = compiled.get(key);
      if (done === undefined) {
        done = compile(route);
        compiled.set(key, done);
      }
      return done;
    };
  };
}

/** Fastify's `schemaController.compilersFactory`: one per process, shared by every app built. */
export const schemaCompilers = {
  buildValidator: compilingOnce(ajvCompiler.AjvCompiler()),
  buildSerializer: compilingOnce(fjsCompiler.SerializerSelector()),
} as unknown as CompilersFactory;
