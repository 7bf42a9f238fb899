// Each test file starts its own database (PGlite needs a few seconds to boot its WASM build).
jest.setTimeout(30_000);
