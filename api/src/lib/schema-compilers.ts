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
type AjvOptions = { customOptions?: Record<string, unknown> };
/** The validator ajv compiled; `source` is there when ajv keeps the code it generated. */
type AjvValidator = ((data: unknown) => boolean) & { source?: unknown };

/**
 * Where the generated code of each compiled schema is kept beyond this module's life, by key.
 * The API tests give one (docs/testing.md#compiled-schemas): jest loads this module afresh for
 * every test file, so without it each file compiled the same schemas again.
 */
export interface CompiledSchemaCode {
  get(key: string): string | undefined;
  set(key: string, code: string): void;
}

// The very packages (and versions) Fastify uses when it is given no compilers.
const fromFastify = createRequire(require.resolve('fastify'));
const ajvCompiler = fromFastify('@fastify/ajv-compiler') as { AjvCompiler: () => Factory };
const fjsCompiler = fromFastify('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => Factory;
};
// The generated code `require`s the runtime of the compiler that wrote it, from where it is.
const fromAjvCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
const fromFjsCompiler = createRequire(fromFastify.resolve('@fastify/fast-json-stringify-compiler'));
const ajvStandalone = fromAjvCompiler('ajv/dist/standalone') as {
  default: (ajv: unknown, validate: AjvValidator) => string;
};
const AJV_REFERENCE = Symbol.for('fastify.ajv-compiler.reference');

let codeStore: CompiledSchemaCode | undefined;

/** Keeps the code of every schema compiled from now on in `store`, and reuses what it holds. */
export function keepCompiledSchemaCode(store: CompiledSchemaCode): void {
  codeStore = store;
}

/** Runs a CommonJS module's text and returns its exports (a compiled validator or serializer). */
function evaluateModule(code: string, require: NodeJS.Require): unknown {
  const module = { exports: {} as unknown };
  // The code is what ajv or fast-json-stringify generated for one of our own schemas.
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

/** Compiles one route's schema, and gives the code it generated for it when asked. */
type CompileWithCode = (route: RouteSchema) => { compiled: unknown; code: () => string };
type FactoryWithCode = (externalSchemas: unknown, options: unknown) => CompileWithCode;

/** ajv's validators, keeping the code they are made of. */
function validatorsWithCode(): FactoryWithCode {
  const factory = ajvCompiler.AjvCompiler();
  return (externalSchemas, options) => {
    const { customOptions = {} } = options as AjvOptions;
    // Ajv keeps the code it generated (the very code it runs), so it can be written out.
    const compile = factory(externalSchemas, {
      ...(options as AjvOptions),
      customOptions: { ...customOptions, code: { source: true } },
    });
    const { ajv } = (compile as unknown as Record<symbol, { ajv: unknown }>)[AJV_REFERENCE] as {
      ajv: unknown;
    };
    return (route) => {
      const validate = compile(route) as AjvValidator;
      return { compiled: validate, code: () => ajvStandalone.default(ajv, validate) };
    };
  };
}

/** fast-json-stringify's serializers, generated as code and run from it. */
function serializersWithCode(): FactoryWithCode {
  const factory = fjsCompiler.SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, {
      ...(options as Record<string, unknown>),
      mode: 'standalone',
    });
    return (route) => {
      const code = compile(route) as string;
      return { compiled: evaluateModule(code, fromFjsCompiler), code: () => code };
    };
  };
}

/**
 * `factory` with each of its compilers remembering what it compiled, by the schema's content.
 * With a code store (keepCompiledSchemaCode), what another app compiled, in this module or in a
 * copy of it that another test file loaded, runs from its code instead of being compiled again.
 */
function compilingOnce(
  kind: string,
  factory: Factory,
  withCode: FactoryWithCode,
  runtime: NodeJS.Require,
): Factory {
  const compiled = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const store = codeStore;
    const compile = store ? withCode(externalSchemas, options) : factory(externalSchemas, options);
    const context = `${kind}${JSON.stringify([externalSchemas, options])}`;
    return (route) => {
      const key = `${context}${JSON.stringify(route.schema)}`;
      let done = compiled.get(key);
      if (done !== undefined) return done;
      const code = store?.get(key);
      if (code !== undefined) {
        done = evaluateModule(code, runtime);
      } else if (store) {
        const made = (compile as CompileWithCode)(route);
        store.set(key, made.code());
        done = made.compiled;
      } else {
        done = (compile as Compile)(route);
      }
      compiled.set(key, done);
      return done;
    };
  };
}

/** Fastify's `schemaController.compilersFactory`: one per process, shared by every app built. */
export const schemaCompilers = {
  buildValidator: compilingOnce(
    'validator',
    ajvCompiler.AjvCompiler(),
    validatorsWithCode(),
    fromAjvCompiler,
  ),
  buildSerializer: compilingOnce(
    'serializer',
    fjsCompiler.SerializerSelector(),
    serializersWithCode(),
    fromFjsCompiler,
  ),
} as unknown as CompilersFactory;
